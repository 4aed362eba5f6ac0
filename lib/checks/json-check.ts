import { checkFinding } from './check-codes'
import type { FileCheck } from './file-check'
import { jsonErrorOffset } from './json-error-offset'
import { placeSuffix, positionAt, type TextPosition } from './text-position'

/**
 * Where a JSON.parse message says the error is. V8 has said it three ways:
 * `… in JSON at position 7 (line 1 column 8)` (Node 22+), `… in JSON at position 7` (Node 20),
 * and nothing at all (`Unexpected token ']', "[1,]" is not valid JSON`, `Unexpected end of JSON input`).
 */
export function readJsonParseError(raw: string, text: string): { message: string; position: TextPosition | null } {
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(raw)
  const offset = /at position (\d+)/.exec(raw)
  let position: TextPosition | null = null
  if (lineColumn?.[1] && lineColumn[2]) position = { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
  else if (offset?.[1]) position = positionAt(text, Number(offset[1]))
  else {
    const found = jsonErrorOffset(text)
    if (found !== null) position = positionAt(text, found)
  }
  const message = raw
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/ at position \d+.*$/s, '')
    .replace(/^(Unexpected token '.+?'), .* is not valid JSON$/su, '$1')
  return { message, position }
}

/** JSON.parse, in process: the same rules the skill's scripts will read the file with. */
export const checkJson: FileCheck = async (context) => {
  try {
    JSON.parse(context.text)
    return []
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error)
    const { message, position } = readJsonParseError(raw, context.text)
    const place = position ?? {}
    return [
      checkFinding('syntax_error', 'error', `json: ${message}${placeSuffix(place)}`, { path: context.path, ...place }),
    ]
  }
}
