export interface PromptEntry {
  name: string
  description: string
  /** Absolute path of the skill's SKILL.md (or a URI); written as is, not escaped, as skills-ref does. */
  location: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** Python's `html.escape(text)` (quote=True): & < > " and ' become entities. */
export function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/**
 * The `<available_skills>` block exactly as skills-ref's `to_prompt` writes it: every tag and
 * value on its own line, name and description HTML-escaped, no trailing newline.
 */
export function toPromptXml(entries: readonly PromptEntry[]): string {
  const lines = ['<available_skills>']
  for (const entry of entries) {
    lines.push(
      '<skill>',
      '<name>',
      htmlEscape(entry.name),
      '</name>',
      '<description>',
      htmlEscape(entry.description),
      '</description>',
      '<location>',
      entry.location,
      '</location>',
      '</skill>',
    )
  }
  lines.push('</available_skills>')
  return lines.join('\n')
}
