import { SCREENS, createSkill, expect, skillMd, test } from '../fixtures'

test('HTML in an imported SKILL.md renders inert on the skill page and in the list', async ({ page, api }) => {
  const name = 'hostile-markdown'
  const hash = await createSkill(api, name)
  const body = [
    '# Looks harmless',
    '',
    '<script>window.__pwned = "script"</script>',
    '',
    '<img src="x" onerror="window.__pwned = \'img\'">',
    '',
    '[click me](javascript:window.__pwned=1)',
    '',
  ].join('\n')
  const saved = await api.owner.put(`/api/skills/${name}/files/SKILL.md`, {
    data: { content: skillMd(name, 'Tries <b onmouseover="window.__pwned=1">bold</b> things. Use when testing.', body) },
    headers: { 'If-Match': hash },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`/skills/${name}`)
  await expect(page.getByRole('heading', { name: 'Looks harmless' })).toBeVisible()
  await expect(page.getByText('<script>window.__pwned = "script"</script>')).toBeVisible()
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0)
  await page.screenshot({ path: `${SCREENS}/inert-markdown.png`, fullPage: true })

  await page.goto('/')
  await expect(page.getByText('Tries <b onmouseover="window.__pwned=1">bold</b> things.').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})
