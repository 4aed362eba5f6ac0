import { SCREENS, expect, test } from '../fixtures'

test('API tokens: create one, see it once, use it, find it listed, revoke it', async ({ page, playwright, baseURL }) => {
  const name = `laptop agent ${Date.now().toString(36)}`
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  const form = page.getByRole('form', { name: 'Create a token' })

  // A missing name is explained next to the form.
  await form.getByRole('button', { name: 'Create token' }).click()
  await expect(form.getByRole('alert')).toContainText('name')

  // Each scope says what it allows.
  await expect(form.getByRole('radio', { name: 'Assistant' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Assistant' })).toHaveAccessibleDescription(/read skills.*drafts/i)
  await expect(form.getByRole('radio', { name: 'Owner' })).toHaveAccessibleDescription(/whole owner API/)

  await form.getByLabel('Token name').fill(name)
  await form.getByRole('button', { name: 'Create token' }).click()
  const notice = page.getByTestId('new-token')
  await expect(notice).toContainText('will not be shown again')
  const field = notice.getByLabel('New token')
  await expect(field).toHaveAttribute('readonly', '')
  await expect(field).toBeFocused()
  const token = await field.inputValue()
  expect(token).toMatch(/^sy_assistant_\S{20,}$/)
  await expect(form.getByRole('alert')).toHaveCount(0)
  await expect(form.getByLabel('Token name')).toHaveValue('')

  const table = page.getByRole('table', { name: 'Active API tokens' })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
  await expect(row).toContainText('Assistant')
  await expect(row.getByRole('cell').nth(2)).toHaveText('never')
  await page.screenshot({ path: `${SCREENS}/settings-new-token.png`, fullPage: true })

  // The token works for what an assistant may do.
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } })
  expect((await client.get('/api/skills')).status()).toBe(200)

  // Shown once: after a reload the text is gone, and the list says when it was last used.
  await page.reload()
  await expect(page.getByTestId('new-token')).toHaveCount(0)
  expect(await page.content()).not.toContain(token)
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/)
  await page.screenshot({ path: `${SCREENS}/settings-tokens.png`, fullPage: true })

  // Revoke, with a confirmation that can be cancelled.
  await row.getByRole('button', { name: `Revoke ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Revoke “${name}”?` })
  await expect(dialog).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/settings-revoke.png`, fullPage: true })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(1)

  await row.getByRole('button', { name: `Revoke ${name}` }).click()
  await dialog.getByRole('button', { name: 'Revoke token' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: `Revoked “${name}”` })).toBeVisible()
  const after = await client.get('/api/skills')
  expect(after.status()).toBe(401)
  expect((await after.json()).error.code).toBe('unauthenticated')
  await client.dispose()
})

test('an owner token is listed with its scope and can do owner things', async ({ page, playwright, baseURL }) => {
  const name = `ci deploy ${Date.now().toString(36)}`
  await page.goto('/settings')
  const form = page.getByRole('form', { name: 'Create a token' })
  await form.getByLabel('Token name').fill(name)
  await form.getByRole('radio', { name: 'Owner' }).check()
  await form.getByRole('button', { name: 'Create token' }).click()
  const token = await page.getByTestId('new-token').getByLabel('New token').inputValue()
  expect(token).toMatch(/^sy_owner_/)
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })).toContainText('Owner')

  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } })
  expect((await client.get('/api/tokens')).status()).toBe(200)
  await client.dispose()

  await page.setViewportSize({ width: 390, height: 844 })
  // (The header's own overflow belongs to app/layout.tsx; this checks the page content.)
  expect(await page.locator('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true)
  await page.screenshot({ path: `${SCREENS}/settings-narrow.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.getByTestId('new-token').getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('new-token')).toHaveCount(0)
})
