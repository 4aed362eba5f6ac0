import { scanLines, type FileRule, type Hit } from '../rule'
import type { SourceFile } from '../source'
import { LINT_LIMITS } from '../types'

/** Characters that render as nothing (or reorder what is shown) while the model still reads them. */
const HIDDEN = /[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/u

function describe(char: string): string {
  const code = char.codePointAt(0) ?? 0
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  if (code >= 0xe0000 && code <= 0xe007f) return `Unicode tag characters (${hex}) spell out text no one sees`
  if (code >= 0xe0100) return `variation selectors (${hex}) can carry hidden data`
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return `a bidi control (${hex}) makes the text display in a different order than the model reads it`
  return `a zero-width character (${hex}) hides text or splits words the owner reads as one`
}

/** Tool directives in HTML comments that are not instructions to anyone. */
const DIRECTIVE_COMMENT = /^\s{0,20}(?:(?:markdownlint-(?:disable|enable|capture|restore)[\w-]{0,20}(?:\s{1,5}[\w-]{1,50}){0,20})|prettier-ignore(?:-start|-end)?|\/?toc|end-?toc)?\s{0,20}$/i

const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** Inline code spans show their text, comments included; blank them keeping positions. */
function blankInlineCode(line: string): string {
  return line.replace(/`[^`\n]{0,2000}`/g, (code) => ' '.repeat(code.length))
}

const COMMENT_WHY = 'an HTML comment is invisible in rendered Markdown, but the model reads it: check what it tells the assistant'

/** HTML comments outside fenced code, one hit where each opens (an unclosed one hides the rest of the file). */
function htmlComments(file: SourceFile): Hit[] {
  const hits: Hit[] = []
  let fence: string | null = null
  let open: { line: number; index: number; text: string } | null = null
  for (let lineIndex = 0; lineIndex < file.lines.length && hits.length < LINT_LIMITS.warningsPerFileRule; lineIndex += 1) {
    const raw = file.lines[lineIndex] ?? ''
    if (open === null) {
      const marker = FENCE.exec(raw)?.[1]
      if (fence !== null) {
        if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && raw.trim() === marker) fence = null
        continue
      }
      if (marker !== undefined) {
        fence = marker
        continue
      }
    }
    const line = blankInlineCode(raw)
    let at = 0
    while (at < line.length && hits.length < LINT_LIMITS.warningsPerFileRule) {
      if (open === null) {
        const start = line.indexOf('<!--', at)
        if (start === -1) break
        open = { line: lineIndex + 1, index: start, text: '' }
        at = start + 4
        continue
      }
      const end = line.indexOf('-->', at)
      if (end === -1) {
        if (open.text.length < 500) open.text += `${line.slice(at, at + 500)}\n`
        break
      }
      if (!DIRECTIVE_COMMENT.test(open.text + line.slice(at, end))) hits.push({ line: open.line, index: open.index, why: COMMENT_WHY })
      open = null
      at = end + 3
    }
  }
  if (open !== null && hits.length < LINT_LIMITS.warningsPerFileRule) hits.push({ line: open.line, index: open.index, why: COMMENT_WHY })
  return hits
}

export const hiddenInstructions: FileRule = {
  rule: 'hidden-instructions',
  check(file) {
    if (!file.markdown) return []
    const characters = scanLines(
      file,
      (line) => {
        const match = HIDDEN.exec(line)
        return match ? { index: match.index, why: `${describe(match[0])}; the model reads it, the owner does not see it` } : null
      },
      { skipComments: false },
    )
    return [...characters, ...htmlComments(file)].sort((a, b) => a.line - b.line)
  },
}
