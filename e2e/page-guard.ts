import { expect, test } from './fixtures'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export interface PageGuardOptions {
  /** Failed responses a flow means to provoke (a refused save, a 409 conflict); any other counts as an error. */
  expectedFailure?: (path: string, status: number) => boolean
}

/**
 * Registers hooks so that every test in the file fails if a request left localhost (Monaco and
 * everything else must come from our bundle, never a CDN), the page threw, the console logged
 * an error, or a response failed that the flow did not mean to provoke.
 */
export function guardPages(options: PageGuardOptions = {}): void {
  let offHost: string[] = []
  let errors: string[] = []
  test.beforeEach(async ({ page }) => {
    offHost = []
    errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      // Failed responses are judged by URL below, where expected ones can be told apart.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
    })
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (response.status() >= 400 && !options.expectedFailure?.(path, response.status())) errors.push(`${response.status()} ${response.url()}`)
    })
    await page.context().route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname)) {
        offHost.push(url.href)
        return route.abort()
      }
      return route.continue()
    })
  })
  test.afterEach(() => {
    expect(offHost, 'requests that left localhost').toEqual([])
    expect(errors, 'errors in the page, its console or its responses').toEqual([])
  })
}
