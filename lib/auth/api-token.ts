import { createApiToken, type ApiTokenSummary, type StoreContext, type TokenScope } from '../store'
import { randomToken, tokenHash } from './secrets'

/** Token text starts with its scope (`sy_assistant_…`), so a leaked token says what it can do. */
export async function issueApiToken(ctx: StoreContext, input: { name: string; scope: TokenScope }): Promise<{ token: string; summary: ApiTokenSummary }> {
  const token = `sy_${input.scope}_${randomToken()}`
  const summary = await createApiToken(ctx, { id: randomToken(9), name: input.name, scope: input.scope, tokenHash: tokenHash(token) })
  return { token, summary }
}
