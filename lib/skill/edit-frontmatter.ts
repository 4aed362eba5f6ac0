import { parseDocument, type Document } from 'yaml'

/**
 * Changes SKILL.md's frontmatter through the YAML document model, keeping the rest of its
 * formatting, comments and the body as they were. Returns null when the text has no
 * frontmatter block (or it does not parse), so callers can refuse clearly.
 */
export function editFrontmatter(text: string, edit: (document: Document) => void): string | null {
  const match = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?)(\r?\n---[ \t]*(?:\r?\n|$))/.exec(text)
  if (!match) return null
  const [, opener, yamlText, closer] = match as unknown as [string, string, string, string]
  const document = parseDocument(yamlText)
  if (document.errors.length > 0) return null
  edit(document)
  const rendered = document.toString().replace(/\n$/, '')
  return opener + rendered + closer + text.slice(match[0].length)
}

/** SKILL.md with its `name` set to `newName` (used when duplicating a skill). */
export function renameSkillMd(text: string, newName: string): string | null {
  return editFrontmatter(text, (document) => document.set('name', newName))
}

/** SKILL.md with `metadata.<key>` set to a string value (e.g. a parameters schema as compact JSON). */
export function setMetadataValue(text: string, key: string, value: string): string | null {
  return editFrontmatter(text, (document) => document.setIn(['metadata', key], value))
}
