import type { Page } from '@playwright/test'
import { SAMPLE_MAIN } from '../../test/fake-github/sample-repo'
import { skillMd, wellFormedZip } from '../../test/hostile-archives'
import { fakeGitHubUrl } from '../constants'
import { guardPages } from '../page-guard'
import { SCREENS, createSkill, expect, test, type Api } from '../fixtures'

// The owner's /import page: zip upload (picker and drop) with progress and a preview before
// anything is written, GitHub import from the fake GitHub, update checks, export and re-import.

const tag = Date.now().toString(36).slice(-6)

guardPages({ expectedFailure: (path) => path.startsWith('/api/import/') })

const zipFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'application/zip', buffer: Buffer.from(bytes) })

async function deleteSkills(api: Api, names: string[]) {
  for (const name of names) {
    const response = await api.owner.delete(`/api/skills/${encodeURIComponent(name)}`)
    expect([200, 204, 404], `delete ${name}: ${response.status()}`).toContain(response.status())
  }
}

async function skillStatus(api: Api, name: string): Promise<number> {
  return (await api.owner.get(`/api/skills/${encodeURIComponent(name)}`)).status()
}

async function openImport(page: Page) {
  await page.goto('/import')
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible()
}

const fileInput = (page: Page) => page.getByLabel('Zip or .skill file to import')
const candidate = (page: Page, name: string) => page.locator(`[data-testid="candidate"][data-name="${name}"]`)

test('zip: upload with progress, preview every skill with findings, import the ticked ones, summary links to them', async ({ page, api }) => {
  const [alpha, beta, gamma, bad] = ['alpha', 'beta', 'gamma', 'bad'].map((word) => `zip-${word}-${tag}`) as [string, string, string, string]
  const fileName = `three-${tag}.zip`
  const zip = wellFormedZip({
    // An unknown frontmatter field is a warning: still importable.
    [`${alpha}/SKILL.md`]: skillMd(alpha, ['colour: blue']),
    [`${beta}/SKILL.md`]: skillMd(beta),
    [`${beta}/scripts/run.sh`]: { data: '#!/bin/sh\necho hi\n', executable: true },
    [`${gamma}/SKILL.md`]: skillMd(gamma),
    // The name does not match the folder: an error, shown but not selectable.
    [`${bad}/SKILL.md`]: skillMd(`not-${bad}`),
    '__MACOSX/._junk': 'resource fork',
  })
  try {
    await openImport(page)
    await expect(page.getByRole('tab', { name: 'Upload a zip' })).toHaveAttribute('aria-selected', 'true')
    await fileInput(page).setInputFiles(zipFile(fileName, zip))

    // The progress bar stays at 100% once the upload is through; the status line says so.
    const progress = page.getByRole('progressbar', { name: 'Upload progress' })
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
    await expect(page.getByTestId('upload-status').getByRole('status')).toHaveText(`Uploaded ${fileName}`)

    await expect(page.getByRole('heading', { name: `Skills in ${fileName}` })).toBeFocused()
    await expect(page.getByTestId('candidate')).toHaveCount(4)
    for (const name of [alpha, beta, gamma]) await expect(page.getByRole('checkbox', { name: `Import ${name}` })).toBeChecked()
    await expect(candidate(page, alpha)).toContainText('1 warning')
    await expect(candidate(page, alpha)).toContainText('Unexpected fields in frontmatter: colour')
    await expect(candidate(page, beta)).toContainText('2 files')
    await expect(candidate(page, beta)).toContainText(`Folder ${beta}`)
    await expect(candidate(page, beta)).toContainText(/hash [0-9a-f]{8}/)
    // The invalid one shows its error finding, open, and cannot be ticked.
    const badBox = page.getByRole('checkbox', { name: `Import ${bad}` })
    await expect(badBox).toBeDisabled()
    await expect(badBox).not.toBeChecked()
    await expect(candidate(page, bad)).toContainText('cannot import')
    await expect(candidate(page, bad).getByRole('list', { name: 'Findings' })).toContainText('name_directory_mismatch')
    const ignored = page.getByTestId('ignored')
    await expect(ignored).toContainText('1 entry left out of the archive')
    await ignored.locator('summary').click()
    await expect(ignored).toContainText('__MACOSX/._junk')
    await expect(page.getByRole('button', { name: 'Import 3 skills' })).toBeEnabled()
    await page.screenshot({ path: `${SCREENS}/import-zip-preview.png`, fullPage: true })

    // Nothing was written by the preview.
    for (const name of [alpha, beta, gamma, bad]) expect(await skillStatus(api, name)).toBe(404)

    await page.getByRole('checkbox', { name: `Import ${gamma}` }).uncheck()
    await page.getByRole('button', { name: 'Import 2 skills' }).click()

    const summary = page.getByTestId('import-summary')
    await expect(summary.getByRole('heading', { name: 'Imported 2 skills' })).toBeFocused()
    await expect(page.getByRole('progressbar', { name: 'Import upload progress' })).toHaveAttribute('aria-valuenow', '100')
    await expect(summary.getByRole('link')).toHaveText([alpha, beta])
    await expect(summary.getByRole('link', { name: alpha })).toHaveAttribute('href', `/skills/${alpha}`)
    await expect(summary.getByTestId('imported-skill').first()).toContainText('created')
    await expect(summary.getByTestId('imported-skill').first()).toContainText('Disabled')
    await page.screenshot({ path: `${SCREENS}/import-zip-done.png`, fullPage: true })

    expect(await skillStatus(api, alpha)).toBe(200)
    expect(await skillStatus(api, beta)).toBe(200)
    expect(await skillStatus(api, gamma)).toBe(404)
    expect(await skillStatus(api, bad)).toBe(404)

    await summary.getByRole('link', { name: beta }).click()
    await expect(page.getByRole('heading', { name: beta, level: 1 })).toBeVisible()
  } finally {
    await deleteSkills(api, [alpha, beta, gamma])
  }
})

test('zip: a dropped file is previewed too, with a skill.json conversion and the ignored entries', async ({ page, api }) => {
  const converted = `drop-conv-${tag}`
  const zip = wellFormedZip({
    [`${converted}/skill.json`]: JSON.stringify({
      name: converted.replace(/-/g, '_'),
      description: 'Lists the files in a folder. Use when asked what a folder holds.',
      entry: 'run.sh',
      class: 'safe',
      timeout_seconds: 20,
    }),
    [`${converted}/run.sh`]: { data: '#!/bin/sh\nls\n', executable: true },
    [`${converted}/.DS_Store`]: 'finder',
  })
  await openImport(page)
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/zip' }))
      return transfer
    },
    { bytes: [...zip], name: `dropped-${tag}.zip` },
  )
  const zone = page.getByTestId('drop-zone')
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })

  await expect(page.getByRole('heading', { name: `Skills in dropped-${tag}.zip` })).toBeVisible()
  await expect(page.getByTestId('candidate')).toHaveCount(1)
  await expect(page.getByRole('checkbox', { name: `Import ${converted}` })).toBeChecked()
  await expect(candidate(page, converted)).toContainText('from skill.json')
  const mapping = candidate(page, converted).getByRole('table', { name: 'skill.json conversion' })
  await expect(mapping).toContainText('timeout_seconds')
  await expect(page.getByTestId('ignored')).toContainText('1 entry left out')
  await page.getByTestId('ignored').locator('summary').click()
  await expect(page.getByTestId('ignored')).toContainText('.DS_Store')
  await page.screenshot({ path: `${SCREENS}/import-zip-dropped.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SCREENS}/import-zip-dropped-narrow.png`, fullPage: true })
  expect(await skillStatus(api, converted)).toBe(404)
})

test('zip: an archive that is not a zip, and one over 5 MiB, are explained next to the drop zone', async ({ page }) => {
  await openImport(page)
  const uploads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/import/zip') uploads.push(request.url())
  })

  // Keyboard only: from the tab, Tab reaches the panel, then the file picker, with a visible focus ring.
  await page.getByRole('tab', { name: 'Upload a zip' }).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(fileInput(page)).toBeFocused()
  await page.screenshot({ path: `${SCREENS}/import-keyboard-focus.png` })

  await fileInput(page).setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') })
  const error = page.getByTestId('drop-zone').locator('..').getByTestId('import-error')
  await expect(error).toHaveAttribute('data-code', 'zip_invalid')
  await expect(error).toContainText('Not a zip archive Skillyard can read')
  await expect(fileInput(page)).toHaveAccessibleDescription(/Not a zip archive Skillyard can read/)
  await expect(page.getByTestId('candidate')).toHaveCount(0)
  await page.screenshot({ path: `${SCREENS}/import-zip-invalid.png`, fullPage: true })
  expect(uploads).toHaveLength(1)

  // Too large: refused in the browser with the server's message; nothing is sent.
  await fileInput(page).setInputFiles({ name: 'big.zip', mimeType: 'application/zip', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) })
  await expect(error).toHaveAttribute('data-code', 'zip_too_large')
  await expect(error).toContainText('The upload is larger than 5 MiB. Split the skills into smaller archives.')
  expect(uploads).toHaveLength(1)
})

test('GitHub: a ref with a slash, preview, import, and the skill page shows where it came from', async ({ page, api }) => {
  await deleteSkills(api, ['release-notes'])
  try {
    await openImport(page)
    await page.getByRole('tab', { name: 'From GitHub' }).click()
    await expect(page).toHaveURL(/#github$/)
    const url = page.getByLabel('Repository or folder on GitHub')
    await expect(url).toHaveAttribute('placeholder', /owner\/repo/)

    // A URL that is not GitHub's is explained under the form.
    await url.fill('https://gitlab.com/a/b')
    await url.press('Enter')
    const error = page.getByRole('form', { name: 'Find skills on GitHub' }).getByTestId('import-error')
    await expect(error).toHaveAttribute('data-code', 'github_url_invalid')
    await expect(url).toHaveAccessibleDescription(/Not a GitHub URL/)

    // GitHub answering slowly: the form says it is busy until the answer is in.
    await api.anonymous.post(`${fakeGitHubUrl()}/_fake/failure`, { data: { rule: { kind: 'slow', delayMs: 1500, times: 1 } } })
    await url.fill('https://github.com/skillyard-demo/skills/tree/release/v1/skills')
    await page.getByRole('button', { name: 'Find skills' }).click()
    await expect(page.getByRole('button', { name: 'Looking at GitHub…' })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: 'Looking at GitHub' })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/import-github-busy.png`, fullPage: true })
    await expect(page.getByRole('heading', { name: 'Skills in skillyard-demo/skills' })).toBeFocused()
    await expect(error).toHaveCount(0)
    const facts = page.getByTestId('repo-facts')
    await expect(facts).toContainText('Refrelease/v1')
    await expect(facts).toContainText(/Commit[0-9a-f]{8}/)
    await expect(facts).toContainText('Folderskills')
    await expect(page.getByTestId('candidate')).toHaveCount(1)
    await expect(candidate(page, 'release-notes')).toContainText('Folder skills/release-notes')
    await expect(candidate(page, 'release-notes')).toContainText('1 file')
    await expect(page.getByRole('checkbox', { name: 'Import release-notes' })).toBeChecked()
    await page.screenshot({ path: `${SCREENS}/import-github-preview.png`, fullPage: true })

    await page.getByRole('button', { name: 'Import 1 skill' }).click()
    const summary = page.getByTestId('import-summary')
    await expect(summary.getByRole('heading', { name: 'Imported 1 skill' })).toBeVisible()
    await expect(summary).toContainText('release/v1')
    await page.screenshot({ path: `${SCREENS}/import-github-done.png`, fullPage: true })

    await summary.getByRole('link', { name: 'release-notes' }).click()
    await expect(page.getByRole('heading', { name: 'release-notes', level: 1 })).toBeVisible()
    const source = page.getByTestId('skill-source')
    await expect(source).toContainText('Kind: github')
    await expect(source).toContainText('Ref: release/v1')
    await expect(source).toContainText('Path: skills/release-notes')
  } finally {
    await api.anonymous.post(`${fakeGitHubUrl()}/_fake/failure`, { data: { rule: null } })
    await deleteSkills(api, ['release-notes'])
  }
})

test('check for updates: a change on the branch comes in as an unapproved version with its diff in History', async ({ page, api }) => {
  await deleteSkills(api, ['csv-tools'])
  const changeMain = (files: typeof SAMPLE_MAIN) =>
    api.anonymous.post(`${fakeGitHubUrl()}/_fake/branches`, { data: { owner: 'skillyard-demo', repo: 'skills', branch: 'main', files } })
  try {
    const imported = await api.owner.post('/api/import/github', { data: { url: 'skillyard-demo/skills', skills: ['csv-tools'] } })
    expect(imported.status(), await imported.text()).toBe(201)
    const before: string = (await imported.json()).imported[0].skill.currentHash
    expect((await api.owner.post('/api/skills/csv-tools/enabled', { data: { enabled: true, hash: before } })).status()).toBe(200)

    const changed = await changeMain({ ...SAMPLE_MAIN, 'skills/csv-tools/scripts/count.sh': { content: '#!/bin/sh\nset -eu\nwc -l "$1"\n', mode: '100755' } })
    expect(changed.status()).toBe(200)

    await openImport(page)
    await page.getByRole('button', { name: 'Check GitHub skills for updates' }).click()
    const row = page.locator('[data-testid="update-result"][data-name="csv-tools"]')
    await expect(row).toContainText('updated')
    await expect(row).toContainText('not approved yet')
    await expect(page.getByRole('status').filter({ hasText: /^Checked \d+ skills?: [1-9]\d* updated/ })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/import-updates.png`, fullPage: true })

    const after = (await (await api.owner.get('/api/skills/csv-tools')).json()).skill
    expect(after.currentHash).not.toBe(before)
    expect(after.status).toBe('changed')

    await row.getByRole('link', { name: 'review the diff in History' }).click()
    await expect(page).toHaveURL(/\/skills\/csv-tools#history$/)
    await expect(page.getByTestId('skill-status')).toContainText('Changed since approval')
    const history = page.getByRole('tab', { name: /History/ })
    if ((await history.getAttribute('aria-selected')) !== 'true') await history.click()
    const diff = page.getByTestId('diff')
    await expect(diff.getByTestId('file-diff')).toHaveCount(1)
    await expect(diff).toContainText('scripts/count.sh')
    await expect(diff.locator('div', { hasText: /^-wc -l < "\$1"$/ })).toBeVisible()
    await expect(diff.locator('div', { hasText: /^\+wc -l "\$1"$/ })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/import-update-history.png`, fullPage: true })

    // A second check finds nothing new.
    await page.goto('/import')
    await page.getByRole('button', { name: 'Check GitHub skills for updates' }).click()
    await expect(page.locator('[data-testid="update-result"][data-name="csv-tools"]')).toContainText('up to date')
  } finally {
    await changeMain(SAMPLE_MAIN)
    await deleteSkills(api, ['csv-tools'])
  }
})

test('export and re-import through the page gives the same hash; importing over an existing skill needs "Replace"', async ({ page, api }) => {
  const name = `roundtrip-${tag}`
  const hash = await createSkill(api, name)
  try {
    const exported = await api.owner.get(`/api/skills/${name}/export`)
    expect(exported.status()).toBe(200)
    const bytes = await exported.body()
    await deleteSkills(api, [name])

    await openImport(page)
    await fileInput(page).setInputFiles(zipFile(`${name}.zip`, bytes))
    await expect(candidate(page, name)).toContainText(`hash ${hash.slice(0, 8)}`)
    await page.getByRole('button', { name: 'Import 1 skill' }).click()
    await expect(page.getByTestId('import-summary').getByRole('link', { name })).toBeVisible()
    expect((await (await api.owner.get(`/api/skills/${name}`)).json()).skill.currentHash).toBe(hash)

    // The same file again: the skill exists, so the import waits for "Replace existing skills".
    await page.getByRole('button', { name: 'Import another file' }).click()
    await expect(fileInput(page)).toBeFocused()
    await fileInput(page).setInputFiles(zipFile(`${name}.zip`, bytes))
    await expect(candidate(page, name)).toContainText('already exists (disabled)')
    await expect(candidate(page, name)).toContainText('exactly these files')
    const importButton = page.getByRole('button', { name: 'Import 1 skill' })
    await expect(importButton).toBeDisabled()
    await expect(importButton).toHaveAccessibleDescription(/tick “Replace existing skills”/)
    await page.screenshot({ path: `${SCREENS}/import-zip-replace.png`, fullPage: true })
    await page.getByRole('checkbox', { name: 'Replace existing skills' }).check()
    await importButton.click()
    await expect(page.getByTestId('imported-skill')).toContainText('unchanged')

    // "Export all skills" is a plain download.
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export all skills' }).click()
    expect((await download).suggestedFilename()).toBe('skillyard-skills.zip')
  } finally {
    await deleteSkills(api, [name])
  }
})

test('GitHub token: saved write-only, never shown back, and removable', async ({ page, api }) => {
  const token = `github_pat_e2e_${tag}_secret`
  try {
    await openImport(page)
    await page.getByRole('tab', { name: 'From GitHub' }).click()
    await page.getByText('GitHub token (private repositories, higher rate limit)').click()
    const status = page.getByTestId('token-status')
    await expect(status).toHaveText(/No token/)
    const field = page.getByLabel('Token', { exact: true })
    await expect(field).toHaveAttribute('type', 'password')
    await field.fill(token)
    await page.getByRole('button', { name: 'Save token' }).click()
    await expect(status).toHaveText('A token is saved.')
    await expect(page.getByRole('status').filter({ hasText: 'Token saved' })).toBeVisible()
    await expect(page.getByLabel('Replace the saved token')).toHaveValue('')
    await page.screenshot({ path: `${SCREENS}/import-github-token.png`, fullPage: true })
    expect(await (await api.owner.get('/api/settings/github-token')).json()).toEqual({ saved: true, fromEnvironment: false })

    await page.reload()
    await page.getByText('GitHub token (private repositories, higher rate limit)').click()
    await expect(status).toHaveText('A token is saved.')
    expect(await page.content()).not.toContain(token)
    await page.getByRole('button', { name: 'Remove saved token' }).click()
    await expect(status).toHaveText(/No token/)
    expect((await (await api.owner.get('/api/settings/github-token')).json()).saved).toBe(false)
  } finally {
    await api.owner.put('/api/settings/github-token', { data: { token: null } })
  }
})
