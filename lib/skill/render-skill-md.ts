import { Document, isScalar, parseDocument, visit } from 'yaml'
import type { SkillDocument } from './types'

/** Longest scalar that could still read as a YAML 1.1 number, boolean, null or date. */
const MAX_TYPED_LOOKING = 64

/**
 * True when a plain (unquoted) `text` would not come back as this string in a YAML 1.1 reader
 * such as PyYAML: `yes`, `on`, `0o17`, `1_000`, `2024-01-01`, or the merge key `<<`. YAML 1.2
 * quoting alone leaves these bare, and Python tools would read a boolean or a date.
 */
function readsAsTypedIn11(text: string): boolean {
  if (text === '<<') return true
  if (text.length > MAX_TYPED_LOOKING || text.includes('\n')) return false
  const doc = parseDocument(text, { version: '1.1' })
  if (doc.errors.length > 0) return false
  return isScalar(doc.contents) && doc.contents.value !== text
}

/**
 * The canonical SKILL.md text of a document: `---`, the frontmatter as block YAML in the
 * document's key order (unknown fields included), `---`, then the body exactly as stored.
 * Strings that a YAML 1.1 reader would type are double-quoted, lines are never folded
 * (lineWidth 0), and repeated values are written out, not aliased.
 * Note: JS objects list integer-like keys (`2024:`) first, so such keys move to the front.
 */
export function renderSkillMd(doc: SkillDocument): string {
  const yaml = new Document(doc.frontmatter, { aliasDuplicateObjects: false })
  visit(yaml, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && readsAsTypedIn11(node.value)) node.type = 'QUOTE_DOUBLE'
    },
  })
  return `---\n${yaml.toString({ lineWidth: 0 })}---\n${doc.body}`
}
