import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { SCREENS, expect, test } from '../fixtures'

/** A second server on the same build, with no owner configured: it must print a one-time setup link. */
async function startOwnerlessServer(): Promise<{ url: string; setupLink: Promise<string>; server: ChildProcess }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
  const dataDir = path.resolve(`e2e/.artifacts/setup-${port}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKILLYARD_SKIP_BUILD: '1' }
  delete env.SKILLYARD_OWNER_EMAIL
  delete env.SKILLYARD_OWNER_PASSWORD
  delete env.DATABASE_URL
  const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const setupLink = new Promise<string>((resolve, reject) => {
    let output = ''
    server.stdout!.on('data', (chunk) => {
      output += chunk
      const match = /(http:\/\/\S+\/setup\?token=\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    server.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)))
  })
  return { url: `http://127.0.0.1:${port}`, setupLink, server }
}

test('without owner variables the server prints a setup link that works once', async ({ browser }) => {
  const { url, setupLink, server } = await startOwnerlessServer()
  try {
    const link = await setupLink
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await expect.poll(async () => (await page.request.get(`${url}/api/health`).catch(() => null))?.status(), { timeout: 30_000 }).toBe(200)

    await page.goto(url)
    await expect(page).toHaveURL(/\/login/)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Create the owner' })).toBeVisible()
    await page.getByLabel('E-mail').fill('first@skillyard.test')
    await page.getByLabel('Password', { exact: true }).fill('a long password')
    await page.getByLabel('Repeat password').fill('a long password')
    await page.screenshot({ path: `${SCREENS}/setup.png`, fullPage: true })
    await page.getByRole('button', { name: 'Create owner and sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Skills', level: 1 })).toBeVisible()

    // The link is spent: the page now sends people to sign in, and the API refuses the token.
    await page.goto(link)
    await expect(page).toHaveURL(/\/(login)?$/)
    const token = new URL(link).searchParams.get('token')
    const again = await page.request.post(`${url}/api/auth/setup`, { data: { token, email: 'second@skillyard.test', password: 'a long password' } })
    expect(again.status()).toBe(409)
    expect((await again.json()).error.code).toBe('owner_exists')
    await context.close()
  } finally {
    server.kill('SIGTERM')
  }
})

test('signed-out visitors are sent to the login page, and come back after signing in', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  await page.goto('/skills/skill-authoring')
  await expect(page).toHaveURL(/\/login\?next=%2Fskills%2Fskill-authoring/)
  await page.getByLabel('E-mail').fill('owner@skillyard.test')
  await page.getByLabel('Password').fill('wrong password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toHaveText('That e-mail and password do not match.')
  await page.screenshot({ path: `${SCREENS}/login-error.png`, fullPage: true })
  await page.getByLabel('Password').fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/skills\/skill-authoring$/)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await context.close()
})
