import { githubApiUrl, type GitHubImportOptions } from '../import/github'
import { readAppSetting, type StoreContext } from '../store'

export const GITHUB_TOKEN_SETTING = 'github_token'

/**
 * Where GitHub is and how to sign requests: GITHUB_API_URL (GitHub Enterprise, tests), and the
 * token from GITHUB_TOKEN or the one the owner saved in settings. The token stays on the server.
 */
export async function githubOptions(ctx: StoreContext, env: NodeJS.ProcessEnv = process.env): Promise<GitHubImportOptions> {
  const token = env.GITHUB_TOKEN?.trim() || (await readAppSetting(ctx, GITHUB_TOKEN_SETTING)) || undefined
  return { baseUrl: githubApiUrl(env), token }
}
