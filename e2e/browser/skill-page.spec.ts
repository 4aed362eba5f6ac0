import type { Page } from '@playwright/test'
import { guardPages } from '../page-guard'
import { SCREENS, createSkill, expect, skillMd, test, type Api } from '../fixtures'

// Owner's skill page: header, enable-by-hash, duplicate, Monaco editing with checks and
// conflicts, history with diffs and restore. Every test also proves no request left localhost.

const tag = Date.now().toString(36).slice(-5)
guardPages({ expectedFailure: (path, status) => status === 409 || status === 422 || path.startsWith('/skills/no-such-skill-') })

async function currentHash(api: Api, name: string): Promise<string> {
  const response = await api.owner.get(`/api/skills/${name}`)
  expect(response.status()).toBe(200)
  return (await response.json()).skill.currentHash
}

async function putFile(api: Api, name: string, path: string, content: string): Promise<string> {
  const response = await api.owner.put(`/api/skills/${name}/files/${path}`, { data: { content }, headers: { 'If-Match': await currentHash(api, name) } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).skill.currentHash
}

async function fileText(api: Api, name: string, path: string): Promise<string> {
  return (await api.owner.get(`/api/skills/${name}/files/${path}`)).text()
}

const editor = (page: Page) => page.getByTestId('code-editor').locator('.monaco-editor').first()

/** Replaces the whole text of the open Monaco editor by typing, like a person would. */
async function typeIntoEditor(page: Page, text: string) {
  await editor(page).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

async function openFilesTab(page: Page) {
  await page.getByRole('tab', { name: /Files/ }).click()
  await expect(page.getByRole('tree', { name: 'Files' })).toBeVisible()
}

async function openFile(page: Page, fileName: string) {
  await page.getByRole('tree', { name: 'Files' }).getByRole('treeitem', { name: new RegExp(`^${fileName.replace('.', '\\.')},`) }).click()
  await expect(page.getByRole('heading', { level: 3 })).toContainText(fileName)
  await expect(editor(page)).toBeVisible()
}

test('a built-in is read-only; duplicating it lands on an editable copy, which can be deleted', async ({ page, api }) => {
  await page.goto('/skills/skill-authoring')
  await expect(page.getByRole('heading', { name: 'skill-authoring', level: 1 })).toBeVisible()
  await expect(page.getByText('Built-in', { exact: true })).toBeVisible()
  await expect(page.getByTestId('skill-hash-short')).toHaveText(/^[0-9a-f]{8}$/)
  await expect(page.getByTestId('grant-key')).toHaveText(/^skill:skill-authoring@[0-9a-f]{8}$/)
  await expect(page.getByTestId('skill-source')).toContainText('builtin')
  await expect(page.getByRole('button', { name: 'Delete…' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Frontmatter' })).toBeVisible()
  await expect(page.getByTestId('skill-body')).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/skill-builtin.png`, fullPage: true })

  // Tabs work from the keyboard.
  await page.getByRole('tab', { name: /Overview/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: /Files/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: /Files/ })).toBeFocused()
  await expect(page.getByTestId('read-only-note')).toContainText('Duplicate to edit')
  await expect(editor(page)).toBeVisible()
  // Back to the Overview; its Contents table opens a file in the Files tab.
  await page.getByRole('tab', { name: /Files/ }).press('ArrowLeft')
  await expect(page.getByRole('tab', { name: /Overview/ })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('cell', { name: 'references/frontmatter.md' }).getByRole('button').click()
  await expect(page.getByRole('tab', { name: /Files/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { level: 3 })).toHaveText('references/frontmatter.md')
  await expect(page.getByRole('treeitem', { name: /^frontmatter\.md,/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: 'New file…' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
  // Typing into a read-only editor changes nothing.
  await editor(page).click()
  await page.keyboard.type('zzz')
  await expect(editor(page).locator('.view-lines')).not.toContainText('zzz')
  await page.screenshot({ path: `${SCREENS}/skill-builtin-files.png`, fullPage: true })

  // Duplicate: a bad name and a taken name are explained inside the dialog.
  await page.getByRole('button', { name: 'Duplicate…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Duplicate skill-authoring' })
  await expect(dialog).toBeVisible()
  const field = dialog.getByLabel('New skill name')
  await field.fill('Not A Name')
  await dialog.getByRole('button', { name: 'Duplicate' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await field.fill('json-toolkit')
  await dialog.getByRole('button', { name: 'Duplicate' }).click()
  await expect(dialog.getByRole('alert')).toContainText(/exist/i)
  await page.screenshot({ path: `${SCREENS}/skill-duplicate-dialog.png`, fullPage: true })

  const copy = `authoring-${tag}`
  await field.fill(copy)
  await field.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/skills/${copy}$`))
  await expect(page.getByRole('heading', { name: copy, level: 1 })).toBeVisible()
  await expect(page.getByText('Built-in', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete…' })).toBeVisible()
  await expect(page.getByTestId('skill-source')).toContainText(`skill:skill-authoring@`)
  await openFilesTab(page)
  await expect(page.getByTestId('read-only-note')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/skill-copy.png`, fullPage: true })

  // The copy can be deleted (after a confirmation); that goes back to the list.
  await page.getByRole('button', { name: 'Delete…' }).first().click()
  const confirm = page.getByRole('dialog', { name: `Delete ${copy}?` })
  await expect(confirm).toContainText('cannot be undone')
  await page.screenshot({ path: `${SCREENS}/skill-delete-confirm.png`, fullPage: true })
  await confirm.getByRole('button', { name: 'Delete skill' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Skills', level: 1 })).toBeVisible()
  expect((await api.owner.get(`/api/skills/${copy}`)).status()).toBe(404)
})

test('edit a script in Monaco and save with Ctrl+S; a bash syntax error is marked and refused', async ({ page, api }) => {
  const name = `edit-${tag}`
  await createSkill(api, name)
  await putFile(api, name, 'scripts/hello.sh', '#!/usr/bin/env bash\necho hello\n')
  const before = await currentHash(api, name)

  await page.goto(`/skills/${name}#files`)
  await expect(page.getByRole('tab', { name: /Files/ })).toHaveAttribute('aria-selected', 'true')
  await openFile(page, 'hello.sh')
  await expect(editor(page).locator('.view-lines')).toContainText('echo hello')

  await typeIntoEditor(page, 'echo changed')
  await expect(page.getByTestId('dirty-indicator')).toBeVisible()
  await page.keyboard.press('ControlOrMeta+S')
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · [0-9a-f]{8}$/)
  const saved = await currentHash(api, name)
  expect(saved).not.toBe(before)
  await expect(page.getByTestId('save-status')).toHaveText(`Saved · ${saved.slice(0, 8)}`)
  await expect(page.getByTestId('skill-hash-short')).toHaveText(saved.slice(0, 8))
  await expect(page.getByTestId('dirty-indicator')).toHaveCount(0)
  await expect(page.getByRole('tab', { name: /History/ })).toContainText('3')
  expect(await fileText(api, name, 'scripts/hello.sh')).toBe('echo changed')
  await page.screenshot({ path: `${SCREENS}/skill-editor-saved.png`, fullPage: true })

  // A syntax error: marked while typing, then refused on save with the text kept.
  await typeIntoEditor(page, 'if then fi')
  await expect(editor(page).locator('.squiggly-error').first()).toBeVisible()
  const findings = page.getByTestId('editor-findings')
  await expect(findings.getByRole('listitem').first()).toContainText(/bash: .*syntax error/)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('save-error')).toContainText('Not saved')
  await expect(editor(page).locator('.view-lines')).toContainText('if then fi')
  await expect(page.getByTestId('dirty-indicator')).toBeVisible()
  expect(await currentHash(api, name)).toBe(saved)
  await page.screenshot({ path: `${SCREENS}/skill-editor-error.png`, fullPage: true })

  // Fixing it clears the marker and saves.
  await typeIntoEditor(page, 'echo fixed')
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0)
  await page.keyboard.press('ControlOrMeta+S')
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · [0-9a-f]{8}$/)
  await expect(page.getByTestId('save-error')).toHaveCount(0)
  expect(await fileText(api, name, 'scripts/hello.sh')).toBe('echo fixed')
})

test('enable and disable send the hash on the page; a change made meanwhile is explained and Reload recovers', async ({ page, api }) => {
  const name = `toggle-${tag}`
  const first = await createSkill(api, name)
  await page.goto(`/skills/${name}`)
  const toggle = page.getByRole('switch')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')

  // Someone changes the skill while the owner looks at it: enabling must not approve what they never saw.
  const second = await putFile(api, name, 'SKILL.md', skillMd(name, 'Changed behind your back. Use when testing.'))
  await toggle.click()
  const problem = page.getByTestId('enable-problem')
  await expect(problem).toContainText(`This skill changed since you opened it (now ${second.slice(0, 8)}`)
  await expect(problem).toContainText('by owner')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  expect((await (await api.owner.get(`/api/skills/${name}`)).json()).skill.approvedHash).toBeNull()
  await expect(page.getByTestId('skill-hash-short')).toHaveText(first.slice(0, 8))
  await page.screenshot({ path: `${SCREENS}/skill-enable-conflict.png`, fullPage: true })

  await problem.getByRole('button', { name: 'Reload' }).click()
  await expect(problem).toHaveCount(0)
  await expect(page.getByTestId('skill-hash-short')).toHaveText(second.slice(0, 8))
  await expect(page.getByText('Changed behind your back. Use when testing.').first()).toBeVisible()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('skill-status')).toHaveText('Live')
  expect((await (await api.owner.get(`/api/skills/${name}`)).json()).skill.approvedHash).toBe(second)
  await page.screenshot({ path: `${SCREENS}/skill-enabled.png`, fullPage: true })

  // Disabling on a stale page is refused the same way.
  const third = await putFile(api, name, 'SKILL.md', skillMd(name, 'Changed again. Use when testing.'))
  await toggle.click()
  await expect(problem).toContainText(`now ${third.slice(0, 8)}`)
  await problem.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByTestId('skill-hash-short')).toHaveText(third.slice(0, 8))
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByTestId('skill-status')).toHaveText('Disabled')
})

test('a save conflict keeps the typed text: diff against the new version, overwrite, or discard', async ({ page, api }) => {
  const name = `conflict-${tag}`
  await createSkill(api, name)
  await putFile(api, name, 'scripts/run.sh', 'echo one\n')
  await page.goto(`/skills/${name}`)
  await openFilesTab(page)
  await openFile(page, 'run.sh')

  await typeIntoEditor(page, 'echo mine')
  await putFile(api, name, 'scripts/run.sh', 'echo theirs\n')
  await page.keyboard.press('ControlOrMeta+S')
  const notice = page.getByTestId('save-conflict')
  await expect(notice).toContainText('Your text was not saved and is still in the editor')
  await expect(editor(page).locator('.view-lines')).toContainText('echo mine')
  await page.screenshot({ path: `${SCREENS}/skill-save-conflict.png`, fullPage: true })

  await notice.getByRole('button', { name: 'Show diff against the new version' }).click()
  const diff = page.getByTestId('conflict-diff')
  await expect(diff.locator('.monaco-diff-editor')).toBeVisible()
  await expect(diff.locator('.editor.original .view-lines[role="presentation"]')).toContainText('echo theirs')
  await expect(diff.locator('.editor.modified .view-lines[role="presentation"]')).toContainText('echo mine')
  await page.screenshot({ path: `${SCREENS}/skill-save-conflict-diff.png`, fullPage: true })

  await notice.getByRole('button', { name: 'Overwrite with my text' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · [0-9a-f]{8}$/)
  expect(await fileText(api, name, 'scripts/run.sh')).toBe('echo mine')

  // Second round: this time the owner gives up their text.
  await typeIntoEditor(page, 'echo again')
  await putFile(api, name, 'scripts/run.sh', 'echo newest\n')
  await page.getByRole('button', { name: 'Save' }).click()
  await notice.getByRole('button', { name: 'Discard mine and reload' }).click()
  await expect(notice).toHaveCount(0)
  await expect(editor(page).locator('.view-lines')).toContainText('echo newest')
  await expect(page.getByTestId('dirty-indicator')).toHaveCount(0)
  await expect(page.getByTestId('skill-hash-short')).toHaveText((await currentHash(api, name)).slice(0, 8))
})

test('files: new, rename, delete, and a binary file offered as a download', async ({ page, api }) => {
  const name = `files-${tag}`
  await createSkill(api, name)
  await putFile(api, name, 'assets/blob.bin', 'a\u0000b')
  await page.goto(`/skills/${name}#files`)
  const tree = page.getByRole('tree', { name: 'Files' })
  await expect(tree).toBeVisible()

  // Keyboard: the tree is one tab stop; arrows move, Left closes a folder, Enter opens a file.
  await tree.getByRole('treeitem', { name: /^assets,/ }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(tree.getByRole('treeitem', { name: /^assets,/ })).toHaveAttribute('aria-expanded', 'false')
  await expect(tree.getByRole('treeitem', { name: /^blob\.bin,/ })).toHaveCount(0)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect(tree.getByRole('treeitem', { name: /^blob\.bin,/ })).toBeFocused()
  await page.keyboard.press('Enter')
  const binary = page.getByTestId('binary-file')
  await expect(binary).toContainText('not UTF-8 text')
  await expect(binary).toContainText('Binary data')
  await expect(binary.getByRole('link', { name: 'Download blob.bin' })).toHaveAttribute('href', `/api/skills/${name}/files/assets/blob.bin?hash=${await currentHash(api, name)}`)
  await page.screenshot({ path: `${SCREENS}/skill-binary.png`, fullPage: true })

  await page.getByRole('button', { name: 'New file…' }).click()
  const create = page.getByRole('dialog', { name: 'New file' })
  await create.getByLabel('Path').fill('scripts/tool.py')
  await page.screenshot({ path: `${SCREENS}/skill-new-file.png`, fullPage: true })
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(create).toBeHidden()
  await expect(tree.getByRole('treeitem', { name: /^tool\.py,/ })).toHaveAttribute('aria-selected', 'true')
  await expect(editor(page).locator('.view-lines')).toContainText('#!/usr/bin/env python3')

  await page.getByRole('button', { name: 'Rename…' }).click()
  const rename = page.getByRole('dialog', { name: /^Rename/ })
  await rename.getByLabel('New path').fill('scripts/renamed.py')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(tree.getByRole('treeitem', { name: /^renamed\.py,/ })).toHaveAttribute('aria-selected', 'true')
  await expect(tree.getByRole('treeitem', { name: /^tool\.py,/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Delete…' }).last().click()
  const remove = page.getByRole('dialog', { name: 'Delete scripts/renamed.py?' })
  await remove.getByRole('button', { name: 'Delete file' }).click()
  await expect(tree.getByRole('treeitem', { name: /^renamed\.py,/ })).toHaveCount(0)
  await expect(tree.getByRole('treeitem', { name: /^SKILL\.md,/ })).toHaveAttribute('aria-selected', 'true')
  const paths = (await (await api.owner.get(`/api/skills/${name}`)).json()).skill.files.map((f: { path: string }) => f.path)
  expect(paths).toEqual(['SKILL.md', 'assets/blob.bin'])
})

test('history shows the change between two versions and restores an older one as a new version', async ({ page, api }) => {
  const name = `history-${tag}`
  const v1 = await createSkill(api, name)
  await putFile(api, name, 'scripts/step.sh', 'echo first\n')
  await putFile(api, name, 'scripts/step.sh', 'echo second\n')
  await page.goto(`/skills/${name}`)
  await page.getByRole('tab', { name: /History/ }).click()

  const versions = page.getByTestId('versions')
  await expect(versions.getByRole('row')).toHaveCount(4) // header + 3 versions
  const diff = page.getByTestId('diff')
  await expect(diff.getByTestId('file-diff')).toHaveCount(1)
  await expect(diff).toContainText('scripts/step.sh')
  await expect(diff.locator('div', { hasText: /^-echo first$/ })).toBeVisible()
  await expect(diff.locator('div', { hasText: /^\+echo second$/ })).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/skill-history.png`, fullPage: true })

  // Any two versions: the first against the current one.
  await page.getByLabel('From').selectOption('1')
  await expect(diff.getByTestId('file-diff')).toContainText('added')

  await page.getByRole('button', { name: 'Restore version 1' }).click()
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' })
  await expect(confirm).toContainText('This makes version 4')
  await page.screenshot({ path: `${SCREENS}/skill-restore-confirm.png`, fullPage: true })
  await confirm.getByRole('button', { name: 'Restore as a new version' }).click()
  await expect(confirm).toBeHidden()
  await expect(versions.getByRole('row')).toHaveCount(5)
  await expect(versions.getByRole('row').nth(1)).toContainText('Restored version 1')
  // Same files, same hash: the restored version has version 1's hash.
  expect(await currentHash(api, name)).toBe(v1)
  await expect(page.getByTestId('skill-hash-short')).toHaveText(v1.slice(0, 8))
  await expect(page.getByRole('tab', { name: /Files/ })).toContainText('1')
  await expect(versions.getByRole('row').nth(4)).toContainText('same files as current')
  await expect(page.getByRole('button', { name: 'Restore version 1' })).toHaveCount(0)
  await page.screenshot({ path: `${SCREENS}/skill-restored.png`, fullPage: true })
})

test('an unknown skill name says so and links back to the list', async ({ page }) => {
  const response = await page.goto(`/skills/no-such-skill-${tag}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'No such skill' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the skills' }).click()
  await expect(page.getByRole('heading', { name: 'Skills', level: 1 })).toBeVisible()
})
