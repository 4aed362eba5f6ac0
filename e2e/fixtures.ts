import { test as base, expect, type APIRequestContext } from '@playwright/test'

import { OWNER } from './constants'

export { OWNER, OWNER_STATE, SCREENS } from './constants'

export interface Api {
  /** Requests with an owner API token (Bearer), created once per worker. */
  owner: APIRequestContext
  /** Requests with an assistant API token. */
  assistant: APIRequestContext
  /** No credentials at all. */
  anonymous: APIRequestContext
}

export const test = base.extend<{ api: Api }, { tokens: { owner: string; assistant: string } }>({
  tokens: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!
      const session = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
      await expect((await session.post('/api/auth/login', { data: OWNER })).status()).toBe(200)
      const make = async (scope: string) => (await (await session.post('/api/tokens', { data: { name: `e2e ${scope}`, scope } })).json()).token as string
      const tokens = { owner: await make('owner'), assistant: await make('assistant') }
      await session.dispose()
      await use(tokens)
    },
    { scope: 'worker' },
  ],
  api: async ({ playwright, tokens, baseURL }, use) => {
    const context = (token?: string) =>
      playwright.request.newContext({ baseURL, extraHTTPHeaders: token ? { Authorization: `Bearer ${token}` } : {} })
    const api = { owner: await context(tokens.owner), assistant: await context(tokens.assistant), anonymous: await context() }
    await use(api)
    await Promise.all(Object.values(api).map((c) => c.dispose()))
  },
})

export { expect }

/** A small valid SKILL.md for tests. */
export function skillMd(name: string, description = `Does ${name} things. Use when testing.`, body = `# ${name}\n\nSteps.\n`): string {
  return `---\nname: ${name}\ndescription: ${description}\n---\n${body}`
}

/** Creates an owner skill from the template and returns its current hash. */
export async function createSkill(api: Api, name: string): Promise<string> {
  const response = await api.owner.post('/api/skills', { data: { name } })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).skill.currentHash
}
