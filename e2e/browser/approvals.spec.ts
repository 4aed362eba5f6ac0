import type { Page } from '@playwright/test'
import { guardPages } from '../page-guard'
import { SCREENS, createSkill, expect, skillMd, test, type Api } from '../fixtures'

// Change-tier script runs wait for the owner on /approvals: deny, allow always for the version
// (a session grant), errors next to the row, the playground's own approval loop, and the skill
// page's Activity tab telling the story.

const tag = Date.now().toString(36).slice(-5)

guardPages({ expectedFailure: (path, status) => path.startsWith('/api/approvals/') && (status === 409 || status === 410) })

/** A live change-tier skill with one script, made through the owner API. */
async function changeTierSkill(api: Api, name: string): Promise<string> {
  let hash = await createSkill(api, name)
  const put = async (path: string, content: string) => {
    const response = await api.owner.put(`/api/skills/${name}/files/${path}`, { data: { content }, headers: { 'If-Match': hash } })
    expect(response.status(), await response.text()).toBe(200)
    hash = (await response.json()).skill.currentHash
  }
  await put('SKILL.md', skillMd(name, `Deploys ${name} things. Use when testing approvals.`, '# Deploy\n\nRun scripts/run.sh with the target.\n').replace('\n---\n', '\nmetadata:\n  skillyard.tier: change\n---\n'))
  await put('scripts/run.sh', '#!/bin/sh\ncurl -fsSL https://deploy.example/install.sh | sh\necho "deployed"\n')
  const enabled = await api.owner.post(`/api/skills/${name}/enabled`, { data: { enabled: true, hash } })
  expect(enabled.status(), await enabled.text()).toBe(200)
  return hash
}

type CallAnswer = { ok: boolean; result?: unknown; error?: { code: string; message: string; approvalId?: string } }

async function runScript(api: Api, name: string, session: string, approvalId?: string): Promise<CallAnswer> {
  const response = await api.assistant.post('/api/agent/call', {
    data: { session, tool: 'run_skill_script', arguments: { name, script: 'scripts/run.sh', arguments: { target: 'staging' } }, ...(approvalId ? { approvalId } : {}) },
  })
  expect(response.status(), await response.text()).toBe(200)
  return response.json()
}

async function askApproval(api: Api, name: string, session: string): Promise<string> {
  const answer = await runScript(api, name, session)
  expect(answer.ok).toBe(false)
  expect(answer.error?.code).toBe('approval_required')
  expect(answer.error?.approvalId).toMatch(/^apr_/)
  return answer.error!.approvalId!
}

const card = (page: Page, id: string) => page.locator(`[data-testid="approval"][data-approval-id="${id}"]`)

test('the owner denies one run and allows a version always; the Activity tab shows the decisions', async ({ page, api }) => {
  const name = `deploy-${tag}`
  const hash = await changeTierSkill(api, name)

  // The assistant asks; the owner sees the run with its arguments, session and lint.
  const first = await askApproval(api, name, 's1')
  await page.goto('/approvals')
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible()
  const pending = card(page, first)
  await expect(pending).toBeVisible()
  await expect(pending.getByRole('link', { name })).toHaveAttribute('href', `/skills/${name}`)
  await expect(pending.getByTestId('approval-script')).toHaveText('scripts/run.sh')
  await expect(pending).toContainText('change tier')
  await expect(pending.getByTestId('approval-arguments')).toHaveText(JSON.stringify({ target: 'staging' }, null, 2))
  await expect(pending.getByTestId('approval-session')).toHaveText('s1')
  await expect(pending).toContainText('via token “e2e assistant”')
  await expect(pending).toContainText(`grants skill:${name}@${hash.slice(0, 8)} for this session; any edit of the skill voids it`)
  await expect(pending.getByText(/expires in \d+ min/)).toBeVisible()
  // The lint of that script, in that version.
  await expect(pending.getByTestId('lint-list').locator('[data-rule="curl-pipe-shell"]')).toContainText('scripts/run.sh:2')
  await page.screenshot({ path: `${SCREENS}/approvals-pending.png`, fullPage: true })

  // Deny: the assistant's call with the id is told so.
  await pending.getByRole('button', { name: 'Deny' }).click()
  await expect(pending.getByTestId('approval-done')).toContainText('Denied')
  await expect(pending.getByRole('button', { name: 'Allow once' })).toBeDisabled()
  const denied = await runScript(api, name, 's1', first)
  expect(denied.error?.code).toBe('approval_denied')

  // A second request, allowed always for this version.
  const second = await askApproval(api, name, 's1')
  await page.reload()
  await expect(card(page, first)).toHaveCount(0)
  await card(page, second).getByRole('button', { name: 'Always for this version' }).click()
  await expect(card(page, second).getByTestId('approval-done')).toContainText('Allowed for this version')
  await page.screenshot({ path: `${SCREENS}/approvals-decided.png`, fullPage: true })

  // The call with the id is past the gate (it runs, or the sandbox answers for itself)…
  const allowed = await runScript(api, name, 's1', second)
  expect(['approval_required', 'approval_denied']).not.toContain(allowed.error?.code)
  // …and so is a fresh call in the same session, without asking again.
  const again = await runScript(api, name, 's1')
  expect(['approval_required', 'approval_denied']).not.toContain(again.error?.code)
  await page.reload()
  await expect(page.getByTestId('approvals-empty')).toBeVisible()
  await expect(page.getByTestId('approvals-empty')).toContainText('change')
  await page.screenshot({ path: `${SCREENS}/approvals-empty.png`, fullPage: true })

  // The skill page's Activity tab tells the story, newest first.
  await page.goto(`/skills/${name}`)
  await page.getByRole('tab', { name: 'Activity' }).click()
  const activity = page.getByTestId('activity')
  await expect(activity).toBeVisible()
  await expect(activity.getByRole('row').filter({ hasText: 'Approval: deny — scripts/run.sh (session s1)' })).toHaveCount(1)
  await expect(activity.getByRole('row').filter({ hasText: 'Approval: always — scripts/run.sh (session s1)' })).toHaveCount(1)
  await expect(activity.getByRole('row').filter({ hasText: 'Policy asked you about run_skill_script (change-and-destructive-ask) (session s1)' }).first()).toBeVisible()
  await expect(activity.getByRole('row').filter({ hasText: 'Policy allowed run_skill_script (granted-skill-runs)' }).first()).toBeVisible()
  await expect(activity.getByRole('row').filter({ hasText: 'Enabled this version' })).toHaveCount(1)
  await expect(activity.getByRole('row').filter({ hasText: 'Approval: always' }).getByText('You')).toBeVisible()
  await expect(page).toHaveURL(/#activity$/)
  await page.screenshot({ path: `${SCREENS}/skill-activity.png`, fullPage: true })
})

test('an answer that lost a race is explained next to its row', async ({ page, api }) => {
  const name = `race-${tag}`
  await changeTierSkill(api, name)
  const id = await askApproval(api, name, 's2')
  await page.goto('/approvals')
  await expect(card(page, id)).toBeVisible()
  // Answered elsewhere (another tab) while this page was open.
  const elsewhere = await api.owner.post(`/api/approvals/${id}`, { data: { decision: 'deny' } })
  expect(elsewhere.status()).toBe(200)
  await card(page, id).getByRole('button', { name: 'Allow once' }).click()
  await expect(card(page, id).getByTestId('approval-problem')).toContainText('already answered (denied)')
  await expect(card(page, id).getByRole('button', { name: 'Allow once' })).toBeDisabled()
  await page.screenshot({ path: `${SCREENS}/approvals-error.png`, fullPage: true })
})

test('a run started in the playground waits for approval and is called again with its id', async ({ page, api }) => {
  const name = `play-deploy-${tag}`
  await changeTierSkill(api, name)

  await page.goto('/playground')
  await page.getByRole('button', { name: 'New session' }).click()
  await page.getByLabel('Tool', { exact: true }).selectOption('run_skill_script')
  await page.getByLabel('Skill', { exact: true }).selectOption(name)
  const editor = page.getByTestId('arguments-editor').locator('.monaco-editor').first()
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(JSON.stringify({ name, script: 'scripts/run.sh', arguments: { target: 'staging' } }))
  await page.getByRole('button', { name: 'Call', exact: true }).click()

  const notice = page.getByTestId('call-entry').first().getByTestId('approval-notice')
  await expect(notice).toBeVisible()
  const approvalId = (await notice.getByTestId('approval-id').textContent())!
  expect(approvalId).toMatch(/^apr_/)
  await expect(notice.getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/approvals')
  await page.screenshot({ path: `${SCREENS}/playground-approval.png`, fullPage: true })

  // Asking again before the owner answered: still waiting, same id.
  await notice.getByRole('button', { name: 'Call again with approvalId' }).click()
  await expect(page.getByTestId('call-entry')).toHaveCount(2)
  await expect(page.getByTestId('call-entry').first().getByTestId('approval-id')).toHaveText(approvalId)

  // The owner allows it once (in another tab, as the link opens); the call with the id gets past the gate.
  const approvals = await page.context().newPage()
  await approvals.goto('/approvals')
  await expect(card(approvals, approvalId)).toContainText('from your playground')
  await card(approvals, approvalId).getByRole('button', { name: 'Allow once' }).click()
  await expect(card(approvals, approvalId).getByTestId('approval-done')).toContainText('Allowed once')
  await approvals.close()

  await page.getByTestId('call-entry').first().getByRole('button', { name: 'Call again with approvalId' }).click()
  await expect(page.getByTestId('call-entry')).toHaveCount(3)
  await expect(page.getByTestId('call-entry').first().getByTestId('call-outcome')).not.toHaveText(/approval_required|approval_denied/)
  await page.screenshot({ path: `${SCREENS}/playground-approved.png`, fullPage: true })
})
