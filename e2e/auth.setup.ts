import { test as setup, expect } from '@playwright/test'
import { OWNER, OWNER_STATE } from './constants'

// Signs the owner in once through the real login page; browser tests start from this state.
setup('sign in as the owner', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login/)
  await page.getByLabel('E-mail').fill(OWNER.email)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Skills', level: 1 })).toBeVisible()
  await page.context().storageState({ path: OWNER_STATE })
})
