import { expect } from 'vitest'
import { isSkillyardError, type SkillyardError } from '../../errors/skillyard-error'

/** A token shaped like GitHub's; tests assert it never shows up in errors or results. */
export const TOKEN = 'ghp_TestToken0123456789abcdefSECRET'

export function skillMd(name: string, body = `# ${name}\n`): string {
  return `---\nname: ${name}\ndescription: Does ${name} things. Use when a test needs ${name}.\n---\n\n${body}`
}

/** Awaits a rejection and returns it as a SkillyardError with the expected code. */
export async function rejection(promise: Promise<unknown>, code: string): Promise<SkillyardError> {
  let caught: unknown = null
  try {
    await promise
  } catch (error) {
    caught = error
  }
  expect(isSkillyardError(caught), `expected a SkillyardError, got ${String(caught)}`).toBe(true)
  const error = caught as SkillyardError
  expect({ code: error.code, message: error.message }).toMatchObject({ code })
  return error
}

/** Everything a caller could show or store: message and details. */
export function visibleText(error: SkillyardError): string {
  return `${error.message} ${JSON.stringify(error.details ?? {})}`
}
