import type { Page } from '@playwright/test'
import { guardPages } from '../page-guard'
import { SCREENS, expect, test } from '../fixtures'

// The playground: the prompt block and tools exactly as a model gets them, and tool calls through
// POST /api/agent/call with the owner's cookie, answered exactly as the model would read them.

guardPages()

const argumentsEditor = (page: Page) => page.getByTestId('arguments-editor').locator('.monaco-editor').first()
const latestCall = (page: Page) => page.getByTestId('call-entry').first()

/** Replaces the arguments by typing into the JSON editor (Monaco types over the brackets it closed itself). */
async function setArguments(page: Page, json: string) {
  await argumentsEditor(page).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(json)
  await expect(argumentsEditor(page).locator('.view-lines')).toContainText(json.slice(0, 20))
}

async function call(page: Page, count: number) {
  await page.getByRole('button', { name: 'Call', exact: true }).click()
  await expect(page.getByTestId('call-entry')).toHaveCount(count)
}

test('the playground shows the prompt block and tools, and answers calls as the model would read them', async ({ page }) => {
  await page.goto('/playground')
  await expect(page.getByRole('heading', { name: 'Playground', level: 1 })).toBeVisible()

  // The system-prompt block, with the live built-ins in the XML catalog.
  const prompt = page.getByTestId('prompt-block')
  await expect(prompt).toContainText('<available_skills>')
  await expect(prompt).toContainText('<name>json-toolkit</name>')
  await expect(prompt).toContainText('<name>skill-authoring</name>')
  await expect(page.getByTestId('tool-definitions')).toContainText('"name": "load_skill"')
  // The other catalog formats come from the same endpoint.
  await page.getByLabel('JSON catalog').check()
  await expect(prompt).toContainText('Available skills (JSON)')
  await expect(prompt).not.toContainText('<available_skills>')
  await page.getByLabel('No catalog').check()
  await expect(prompt).not.toContainText('json-toolkit')
  await page.getByLabel('XML catalog').check()
  await expect(prompt).toContainText('<available_skills>')

  // A fresh session, remembered as a recent one.
  await page.getByRole('button', { name: 'New session' }).click()
  const session = await page.getByLabel('Session id', { exact: true }).inputValue()
  expect(session).toMatch(/^play-[0-9a-z]{6}$/)
  await expect(page.getByRole('heading', { name: `Calls in session ${session}` })).toBeVisible()
  await expect(argumentsEditor(page)).toBeVisible()

  // list_skills with its skeleton ({}).
  await expect(page.getByLabel('Tool', { exact: true })).toHaveValue('list_skills')
  await call(page, 1)
  await expect(latestCall(page).getByTestId('call-outcome')).toHaveText('ok')
  await expect(latestCall(page).getByTestId('result-json')).toContainText('"ok": true')
  await expect(latestCall(page).getByTestId('result-json')).toContainText('skill-authoring')

  // load_skill: the skill select writes `name` into the arguments.
  await page.getByLabel('Tool', { exact: true }).selectOption('load_skill')
  await page.getByLabel('Skill', { exact: true }).selectOption('skill-authoring')
  await expect(argumentsEditor(page).locator('.view-lines')).toContainText('"name": "skill-authoring"')
  await call(page, 2)
  await expect(latestCall(page).getByTestId('call-outcome')).toHaveText('ok')
  // Text results are shown verbatim (as text, never as HTML).
  await expect(latestCall(page).getByTestId('model-text')).toContainText('<skill_content name="skill-authoring">')
  await expect(latestCall(page).getByTestId('model-text')).toContainText('</skill_content>')
  await page.screenshot({ path: `${SCREENS}/playground-load.png`, fullPage: true })

  // A second load in the same session answers with a note.
  await call(page, 3)
  await expect(latestCall(page).getByTestId('model-text')).toContainText("Skill 'skill-authoring' is already loaded in this session.")
  // The earlier answer folds away; the newest stays open.
  await expect(page.getByTestId('call-entry').nth(1).getByTestId('model-text')).toBeHidden()

  // read_skill_resource outside the skill: the HOST: message the model would get.
  await page.getByLabel('Tool', { exact: true }).selectOption('read_skill_resource')
  await setArguments(page, '{"name": "skill-authoring", "path": "../x"}')
  await expect(page.getByLabel('Skill', { exact: true })).toHaveValue('skill-authoring')
  await call(page, 4)
  await expect(latestCall(page).getByTestId('call-outcome')).toHaveText('outside_skill')
  await expect(latestCall(page).getByTestId('model-text')).toHaveText("HOST: path '../x' is outside the skill")
  await expect(latestCall(page).getByTestId('result-json')).toContainText('"ok": false')

  // Broken JSON is caught before anything is sent.
  await setArguments(page, '{"name": "skill-authoring", ')
  await expect(page.getByRole('alert').filter({ hasText: 'not valid JSON' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeDisabled()
  await page.getByRole('button', { name: 'Reset to skeleton' }).click()
  await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeEnabled()
  await page.screenshot({ path: `${SCREENS}/playground-calls.png`, fullPage: true })

  // The history belongs to the session; a reload keeps the session and its calls.
  await page.reload()
  await expect(page.getByLabel('Session id', { exact: true })).toHaveValue(session)
  await expect(page.getByTestId('call-entry')).toHaveCount(4)
  await page.getByRole('button', { name: 'New session' }).click()
  await expect(page.getByTestId('call-entry')).toHaveCount(0)
  await page.getByRole('list', { name: 'Recent sessions' }).getByRole('button', { name: session }).click()
  await expect(page.getByTestId('call-entry')).toHaveCount(4)
})
