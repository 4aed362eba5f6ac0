/**
 * Positions as the editor counts them: 1-based lines split at `\n` (as lib/skill's frontmatter
 * locator does) and 1-based columns in UTF-16 code units (Monaco's unit).
 */

export interface TextPosition {
  line: number
  column: number
}

/** The line and column of a UTF-16 offset into `text`; an offset past the end lands just after the last character. */
export function positionAt(text: string, offset: number): TextPosition {
  const end = Math.max(0, Math.min(offset, text.length))
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line += 1
    lineStart = i + 1
  }
  return { line, column: end - lineStart + 1 }
}

/** How many lines the editor shows for `text` (a trailing newline opens one more, empty line). */
export function lineCount(text: string): number {
  let count = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1
  return count
}

/** Keeps a tool's line inside the file: some tools report "unexpected end of file" one line past it. */
export function clampLine(text: string, line: number): number {
  return Math.max(1, Math.min(line, lineCount(text)))
}

/** The text of 1-based line `line`, without its line break; empty past the end. */
export function lineText(text: string, line: number): string {
  return (text.split('\n')[line - 1] ?? '').replace(/\r$/, '')
}

/**
 * Python counts columns in code points; Monaco counts UTF-16 units, so a column after an emoji
 * shifts by one per astral character before it. Columns past the end of the line stay past it.
 */
export function utf16Column(line: string, codePointColumn: number): number {
  let units = 0
  let points = 0
  for (const char of line) {
    if (points >= codePointColumn - 1) break
    units += char.length
    points += 1
  }
  return units + Math.max(0, codePointColumn - 1 - points) + 1
}

/** ` (line 4)` or ` (line 4, column 2)`, the suffix every check message ends with; empty without a line. */
export function placeSuffix(place: { line?: number; column?: number }): string {
  if (place.line === undefined) return ''
  return place.column === undefined ? ` (line ${place.line})` : ` (line ${place.line}, column ${place.column})`
}
