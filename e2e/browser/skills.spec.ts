import { expect, test } from '@playwright/test'

test('the skill list shows the built-ins and opens one', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Skills', level: 1 })).toBeVisible()
  const list = page.getByRole('list', { name: 'Skills' })
  await expect(list.getByRole('link', { name: 'skill-authoring' })).toBeVisible()
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(4)
  await page.screenshot({ path: 'e2e/.artifacts/screens/home.png', fullPage: true })

  await list.getByRole('link', { name: 'skill-authoring' }).click()
  await expect(page).toHaveURL(/\/skills\/skill-authoring$/)
  await expect(page.getByRole('heading', { name: 'skill-authoring', level: 1 })).toBeVisible()
  await expect(page.getByTestId('skill-hash')).toHaveText(/^[0-9a-f]{64}$/)
  await expect(page.getByRole('cell', { name: 'SKILL.md' })).toBeVisible()
  await page.screenshot({ path: 'e2e/.artifacts/screens/skill.png', fullPage: true })
})
