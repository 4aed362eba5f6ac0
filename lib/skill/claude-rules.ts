import { finding } from './finding'
import type { Finding } from './types'

/** Words Anthropic's surfaces (Claude API, claude.ai) refuse inside a skill name. */
export const RESERVED_NAME_WORDS = ['anthropic', 'claude'] as const

/** What those surfaces count as an XML tag in a name or description. */
export const XML_TAG = /<\/?[a-zA-Z][^>]*>/

/**
 * Rules that are not in the spec but make Claude's surfaces reject an upload. They are warnings:
 * a skill can still be valid for other agents.
 */
export function checkClaudeRules(name: string | null, description: string | null, path = 'SKILL.md'): Finding[] {
  const findings: Finding[] = []
  if (name !== null) {
    const lower = name.toLowerCase()
    for (const word of RESERVED_NAME_WORDS) {
      if (lower.includes(word)) {
        findings.push(
          finding(
            'name_reserved_word',
            'warning',
            'claude',
            `Skill name '${name}' contains the reserved word '${word}'; the Claude API and claude.ai refuse such names`,
            { field: 'name', path },
          ),
        )
      }
    }
    const tag = XML_TAG.exec(name)
    if (tag) {
      findings.push(
        finding('name_xml_tag', 'warning', 'claude', `Skill name contains an XML tag (${tag[0]}); the Claude API and claude.ai refuse it`, {
          field: 'name',
          path,
        }),
      )
    }
  }
  if (description !== null) {
    const tag = XML_TAG.exec(description)
    if (tag) {
      findings.push(
        finding(
          'description_xml_tag',
          'warning',
          'claude',
          `Field 'description' contains an XML tag (${tag[0]}); the Claude API and claude.ai refuse it, so reword it without angle-bracket tags`,
          { field: 'description', path },
        ),
      )
    }
  }
  return findings
}
