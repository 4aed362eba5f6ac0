/** The owner the e2e server is started with (playwright.config.ts passes these to the server). */
export const OWNER = { email: 'owner@skillyard.test', password: 'correct horse battery staple' }
/** E2E_DATA_DIR lets two e2e runs share a checkout; each keeps its own data and signed-in state. */
const run = process.env.E2E_DATA_DIR ?? 'e2e/.artifacts/data'
export const OWNER_STATE = `${run}-owner-state.json`
export const SCREENS = 'e2e/.artifacts/screens'
/** The fake GitHub API the e2e server imports from (started by playwright.config.ts). */
export const fakeGitHubUrl = () => `http://127.0.0.1:${process.env.E2E_GITHUB_PORT}`
