import type { Page } from '@playwright/test'
import { SCREENS, createSkill, expect, skillMd, test, type Api } from '../fixtures'

interface Summary {
  name: string
  status: 'live' | 'disabled' | 'changed'
  author: string
  builtIn: boolean
  hasScripts: boolean
  updatedAt: string
}

// Names unique to this run, so the spec also passes on a store other specs have filled.
const tag = `br${Date.now().toString(36)}`
const ALPHA = `${tag}-alpha`
const BETA = `${tag}-beta`
const GAMMA = `${tag}-gamma`

async function allSkills(api: Api): Promise<Summary[]> {
  const response = await api.owner.get('/api/skills')
  expect(response.status()).toBe(200)
  return (await response.json()).skills
}

async function save(api: Api, name: string, path: string, content: string, hash: string): Promise<string> {
  const response = await api.owner.put(`/api/skills/${name}/files/${path}`, { data: { content }, headers: { 'If-Match': hash } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).skill.currentHash
}

async function enable(api: Api, name: string, hash: string) {
  const response = await api.owner.post(`/api/skills/${name}/enabled`, { data: { enabled: true, hash } })
  expect(response.status(), await response.text()).toBe(200)
}

/** The names of the rows on screen, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Skills' }).getByRole('listitem').getByRole('link').allTextContents()
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const names = (skills: Summary[]) => skills.map((skill) => skill.name).sort(byName)
const countLine = (shown: number, skills: Summary[]) =>
  `${shown} of ${skills.length} skills · ${skills.filter((skill) => skill.status === 'live').length} live`

test.beforeAll(async ({ playwright, tokens }, testInfo) => {
  // The api fixture is per test; seed once with the worker's owner token instead.
  const session = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${tokens.owner}` },
  })
  const api = { owner: session } as Api

  // alpha: a disabled owner skill with a findable word in its description.
  const alpha = await createSkill(api, ALPHA)
  await save(api, ALPHA, 'SKILL.md', skillMd(ALPHA, `Paints Zebra-Stripes on tables (${tag}). Use when testing search.`), alpha)
  // beta: live, with a script and the change tier.
  let beta = await createSkill(api, BETA)
  beta = await save(api, BETA, 'SKILL.md', `---\nname: ${BETA}\ndescription: Runs a tiny script. Use when testing filters.\nmetadata:\n  skillyard.tier: change\n---\n# ${BETA}\n\nRun scripts/hello.py.\n`, beta)
  beta = await save(api, BETA, 'scripts/hello.py', 'print("hello")\n', beta)
  await enable(api, BETA, beta)
  // gamma: approved, then edited by the owner (which keeps it live); edited last, so newest.
  // ("Changed since approval" needs an assistant or import update, which has no HTTP route yet;
  // components/browser/skill-query.test.tsx covers that filter.)
  const gamma = await createSkill(api, GAMMA)
  await enable(api, GAMMA, gamma)
  await save(api, GAMMA, 'SKILL.md', skillMd(GAMMA, 'Edited after approval. Use when testing sort.'), gamma)
  await session.dispose()
})

test('browse: every skill is a row with its badges, and the counts add up', async ({ page, api }) => {
  const skills = await allSkills(api)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Skills', level: 1 })).toBeVisible()
  await expect(page.getByTestId('skill-count')).toHaveText(`${skills.length} skills · ${skills.filter((s) => s.status === 'live').length} live`)
  expect(await shownNames(page)).toEqual(names(skills))

  const row = (name: string) => page.getByTestId('skill-row').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(row(ALPHA)).toContainText('Disabled')
  await expect(row(ALPHA)).toContainText('by owner')
  await expect(row(ALPHA)).toContainText('tier: read')
  await expect(row(ALPHA)).not.toContainText('scripts')
  await expect(row(BETA)).toContainText('Live')
  await expect(row(BETA)).toContainText('tier: change')
  await expect(row(BETA)).toContainText('scripts')
  await expect(row(GAMMA)).toContainText('Live')
  await expect(row('skill-authoring')).toContainText('Built-in')
  await expect(page.getByText(/^0 (errors|warnings)$/)).toHaveCount(0) // counts only when > 0

  // Per-filter counts in the choices match the data.
  const disabled = skills.filter((s) => s.status === 'disabled').length
  await expect(page.getByLabel('Status').locator('option[value="disabled"]')).toHaveText(`Disabled (${disabled})`)
  await expect(page.getByText(`Has scripts (${skills.filter((s) => s.hasScripts).length})`)).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/browser-list.png`, fullPage: true })
  // A phone-sized window: nothing may spill sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  // (The header's own overflow belongs to app/layout.tsx; this checks the page content.)
  expect(await page.locator('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true)
  await page.screenshot({ path: `${SCREENS}/browser-narrow.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  await row(ALPHA).getByRole('link', { name: ALPHA }).click()
  await expect(page).toHaveURL(new RegExp(`/skills/${ALPHA}$`))
})

test('search: typing narrows the rows at once, ignoring case; "/" focuses the box', async ({ page, api }) => {
  const skills = await allSkills(api)
  await page.goto('/')
  await page.locator('body').press('/')
  const search = page.getByRole('searchbox', { name: 'Search' })
  await expect(search).toBeFocused()

  // Every word must match, in the name or the description, in any case.
  await search.pressSequentially(`ZEBRA-stripes ${tag.toUpperCase()}`)
  await expect.poll(() => shownNames(page)).toEqual([ALPHA])
  await expect(page.getByTestId('skill-count')).toHaveText(countLine(1, skills))
  await expect(page).toHaveURL(new RegExp(`/\\?q=ZEBRA-stripes\\+${tag.toUpperCase()}$`))

  await search.fill(tag)
  await expect.poll(() => shownNames(page)).toEqual([ALPHA, BETA, GAMMA])
  await page.screenshot({ path: `${SCREENS}/browser-search.png`, fullPage: true })

  // The URL is the state: a reload (or a shared link) shows the same rows.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag)
  expect(await shownNames(page)).toEqual([ALPHA, BETA, GAMMA])

  await page.getByRole('searchbox', { name: 'Search' }).press('Escape')
  await expect.poll(() => shownNames(page)).toEqual(names(skills))
  await expect(page).toHaveURL(/\/$/)
})

test('filters: status, scripts, author; they combine and survive the back button', async ({ page, api }) => {
  const skills = await allSkills(api)
  await page.goto('/')

  await page.getByLabel('Status').selectOption('disabled')
  const disabled = skills.filter((s) => s.status === 'disabled')
  await expect.poll(() => shownNames(page)).toEqual(names(disabled))
  await expect(page.getByTestId('skill-count')).toHaveText(countLine(disabled.length, skills))
  await expect(page).toHaveURL(/\?status=disabled$/)

  await page.getByLabel('Status').selectOption('live')
  await expect.poll(() => shownNames(page)).toEqual(names(skills.filter((s) => s.status === 'live')))
  expect(await shownNames(page)).toEqual(expect.arrayContaining([BETA, GAMMA]))

  await page.getByLabel('Status').selectOption('')
  await page.getByLabel('Has scripts').check()
  const withScripts = skills.filter((s) => s.hasScripts)
  await expect.poll(() => shownNames(page)).toEqual(names(withScripts))
  expect(await shownNames(page)).toContain(BETA)

  await page.getByLabel('Author').selectOption('builtin')
  const builtinScripts = withScripts.filter((s) => s.author === 'builtin')
  await expect.poll(() => shownNames(page)).toEqual(names(builtinScripts))
  await expect(page.getByTestId('skill-count')).toHaveText(countLine(builtinScripts.length, skills))
  await expect(page).toHaveURL(/\?author=builtin&scripts=1$/)
  await page.screenshot({ path: `${SCREENS}/browser-filtered.png`, fullPage: true })

  // Open a skill and come back: the filters are still there.
  await page.getByRole('list', { name: 'Skills' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/skills\//)
  await page.goBack()
  await expect(page.getByLabel('Author')).toHaveValue('builtin')
  await expect(page.getByLabel('Has scripts')).toBeChecked()
  expect(await shownNames(page)).toEqual(names(builtinScripts))
})

test('sort by recently updated, then by name', async ({ page, api }) => {
  const skills = await allSkills(api)
  await page.goto('/')
  await page.getByLabel('Sort by').selectOption('updated')
  await expect(page).toHaveURL(/\?sort=updated$/)
  const newestFirst = [...skills].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || byName(a.name, b.name)).map((s) => s.name)
  await expect.poll(() => shownNames(page)).toEqual(newestFirst)
  expect((await shownNames(page))[0]).toBe(GAMMA) // edited last in beforeAll

  await page.getByLabel('Sort by').selectOption('name')
  await expect.poll(() => shownNames(page)).toEqual(names(skills))
  await expect(page).toHaveURL(/\/$/)
})

test('no matches: says so, and "Clear filters" brings every skill back', async ({ page, api }) => {
  const skills = await allSkills(api)
  await page.goto(`/?q=${tag}&status=live&tier=destructive`)
  await expect(page.getByRole('list', { name: 'Skills' })).toHaveCount(0)
  await expect(page.getByText(`No skills match “${tag}” with these filters.`)).toBeVisible()
  await expect(page.getByTestId('skill-count')).toHaveText(countLine(0, skills))
  await page.screenshot({ path: `${SCREENS}/browser-no-matches.png`, fullPage: true })

  await page.getByRole('button', { name: 'Clear filters' }).last().click()
  await expect.poll(() => shownNames(page)).toEqual(names(skills))
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  await expect(page.getByLabel('Tier')).toHaveValue('')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0)
})

test('New skill: a bad name is explained in the dialog; a good one opens the new skill', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'New skill' }).click()
  const dialog = page.getByRole('dialog', { name: 'New skill' })
  await expect(dialog).toBeVisible()
  const name = dialog.getByLabel('Name')
  await expect(name).toBeFocused()

  await name.fill('Bad Name!')
  await dialog.getByRole('button', { name: 'Create skill' }).click()
  await expect(dialog.getByRole('alert')).toContainText('lowercase')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: `${SCREENS}/browser-new-skill-error.png`, fullPage: true })

  // An existing name is refused too, with the API's message.
  await name.fill(ALPHA)
  await dialog.getByRole('button', { name: 'Create skill' }).click()
  await expect(dialog.getByRole('alert')).toContainText('already exists')

  // Escape closes without creating; focus goes back to the button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'New skill' })).toBeFocused()

  // Keyboard only: Enter opens, type, Enter submits.
  const fresh = `${tag}-fresh`
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await page.keyboard.type(fresh)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Made from the browser dialog. Use when testing.')
  await dialog.getByLabel('Name').press('Enter')
  await expect(page).toHaveURL(new RegExp(`/skills/${fresh}$`))
  await expect(page.getByRole('heading', { name: fresh, level: 1 }).first()).toBeVisible()
  await expect(page.getByText('Made from the browser dialog. Use when testing.').first()).toBeVisible()
})
