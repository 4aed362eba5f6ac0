import { parseDocument } from 'yaml'

/**
 * Returns SKILL.md text with its frontmatter `name` set to `newName`, keeping the rest of the
 * frontmatter's formatting and the body as they were. Used when duplicating a skill. Returns
 * null when the text has no frontmatter block to edit.
 */
export function renameSkillMd(text: string, newName: string): string | null {
  const match = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?)(\r?\n---[ \t]*(?:\r?\n|$))/.exec(text)
  if (!match) return null
  const [, opener, yamlText, closer] = match as unknown as [string, string, string, string]
  const document = parseDocument(yamlText)
  if (document.errors.length > 0) return null
  document.set('name', newName)
  const rendered = document.toString().replace(/\n$/, '')
  return opener + rendered + closer + text.slice(match[0].length)
}
