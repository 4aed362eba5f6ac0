import { finding } from './finding'
import { LIMITS } from './limits'
import { splitFrontmatter } from './split-frontmatter'
import type { Finding, SkillDocument } from './types'
import { parseFrontmatterYaml, type Position } from './yaml-frontmatter'

export interface ParsedSkillMd {
  document: SkillDocument | null
  findings: Finding[]
  /** Where each frontmatter key starts (`name`, `metadata.skillyard.tier`), for markers. */
  positions: Map<string, Position>
}

const BOM = '\uFEFF'

function lineOfByte(bytes: Uint8Array, index: number): number {
  let line = 1
  for (let i = 0; i < index; i += 1) if (bytes[i] === 10) line += 1
  return line
}

/**
 * Reads SKILL.md bytes into a document. Never throws for bad content: every problem is a
 * finding, and `document` is null when the file cannot be read as a skill document.
 * `path` only labels the findings (`skill.md` when that is the file in use).
 */
export function parseSkillMd(bytes: Uint8Array, path = 'SKILL.md'): ParsedSkillMd {
  const positions = new Map<string, Position>()
  const fail = (findings: Finding[]): ParsedSkillMd => ({ document: null, findings, positions })

  if (bytes.byteLength > LIMITS.skillMdBytes) {
    return fail([
      finding(
        'skill_md_too_large',
        'error',
        'skillyard',
        `${path} is ${bytes.byteLength} bytes; at most ${LIMITS.skillMdBytes} bytes are allowed`,
        { path },
      ),
    ])
  }
  const nul = bytes.indexOf(0)
  if (nul !== -1) {
    return fail([
      finding('skill_md_nul_byte', 'error', 'skillyard', `${path} contains a NUL byte; it must be UTF-8 text`, {
        path,
        line: lineOfByte(bytes, nul),
      }),
    ])
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return fail([finding('skill_md_invalid_utf8', 'error', 'skillyard', `${path} is not valid UTF-8 text`, { path })])
  }

  const findings: Finding[] = []
  if (text.startsWith(BOM)) {
    text = text.slice(BOM.length)
    findings.push(
      finding(
        'skill_md_bom',
        'warning',
        'skills-ref',
        `${path} starts with a UTF-8 byte order mark; Skillyard ignores it, but skills-ref and some agents reject the file`,
        { path, line: 1, column: 1 },
      ),
    )
  }

  const { split, findings: splitFindings } = splitFrontmatter(text, path)
  findings.push(...splitFindings)
  if (!split) return fail(findings)

  const yaml = parseFrontmatterYaml(split.frontmatter, split.frontmatterLine, path)
  findings.push(...yaml.findings)
  if (!yaml.frontmatter) return { document: null, findings, positions: yaml.positions }
  return {
    document: { frontmatter: yaml.frontmatter, body: split.body, bodyLine: split.bodyLine },
    findings,
    positions: yaml.positions,
  }
}
