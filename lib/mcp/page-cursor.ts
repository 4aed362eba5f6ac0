import { compareUtf8 } from '../skill'
import { invalidParams } from './mcp-error'

/** Skills per page of `skills/list` and `resources/list`; a skill's entry is never split. */
export const DEFAULT_PAGE_SIZE = 50

/**
 * One page of a name-ordered list. The cursor is opaque to clients: the name the previous page
 * ended with, so a skill added or removed between pages neither repeats nor skips the others.
 * Names compare by UTF-8 bytes, the order SQLite returns them in.
 */
export function pageByName<T extends { name: string }>(items: readonly T[], cursor: string | undefined, size: number): { page: T[]; nextCursor?: string } {
  const after = cursor === undefined ? null : readCursor(cursor)
  const rest = after === null ? items : items.filter((item) => compareUtf8(item.name, after) > 0)
  const page = rest.slice(0, size)
  const last = page.at(-1)
  return rest.length > size && last ? { page, nextCursor: writeCursor(last.name) } : { page }
}

function writeCursor(after: string): string {
  return Buffer.from(JSON.stringify({ after }), 'utf8').toString('base64url')
}

function readCursor(cursor: string): string {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidParams('The cursor is not one this server handed out; start again without a cursor.')
  }
  const after = (value as { after?: unknown } | null)?.after
  if (typeof after !== 'string') throw invalidParams('The cursor is not one this server handed out; start again without a cursor.')
  return after
}
