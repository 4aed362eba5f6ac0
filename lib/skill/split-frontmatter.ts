import { finding } from './finding'
import type { Finding } from './types'

export interface FrontmatterSplit {
  /** The text between the delimiter lines (line endings kept). */
  frontmatter: string
  /** 1-based line of SKILL.md where `frontmatter` starts. */
  frontmatterLine: number
  /** Everything after the closing delimiter line, untouched. */
  body: string
  /** 1-based line of SKILL.md where `body` starts. */
  bodyLine: number
}

/** A delimiter is a line that is exactly `---`, with trailing spaces or tabs allowed (and CR of CRLF). */
const DELIMITER_LINE = /^---[ \t\r]*$/

/**
 * Finds the frontmatter block by delimiter LINES, never by a raw `---` substring, so
 * `description: a --- b` and a `---` rule inside the body stay intact. (skills-ref splits on
 * the substring; that silently truncates such values.) `text` has no BOM.
 */
export function splitFrontmatter(text: string, path = 'SKILL.md'): { split: FrontmatterSplit | null; findings: Finding[] } {
  const firstBreak = text.indexOf('\n')
  const firstLine = firstBreak === -1 ? text : text.slice(0, firstBreak)
  if (!DELIMITER_LINE.test(firstLine)) {
    return {
      split: null,
      findings: [
        finding('frontmatter_missing', 'error', 'skills-ref', 'SKILL.md must start with YAML frontmatter (---)', {
          path,
          line: 1,
          column: 1,
        }),
      ],
    }
  }
  const frontmatterStart = firstBreak === -1 ? text.length : firstBreak + 1
  let lineStart = frontmatterStart
  let lineNumber = 2
  while (lineStart < text.length) {
    const lineBreak = text.indexOf('\n', lineStart)
    const lineEnd = lineBreak === -1 ? text.length : lineBreak
    if (DELIMITER_LINE.test(text.slice(lineStart, lineEnd))) {
      const bodyStart = lineBreak === -1 ? text.length : lineBreak + 1
      return {
        split: {
          frontmatter: text.slice(frontmatterStart, lineStart),
          frontmatterLine: 2,
          body: text.slice(bodyStart),
          bodyLine: lineNumber + 1,
        },
        findings: [],
      }
    }
    if (lineBreak === -1) break
    lineStart = lineBreak + 1
    lineNumber += 1
  }
  return {
    split: null,
    findings: [
      finding('frontmatter_not_closed', 'error', 'skills-ref', 'SKILL.md frontmatter not properly closed with ---', {
        path,
        line: 1,
        column: 1,
      }),
    ],
  }
}
