/** Helpers for lib/skill's tests: build SKILL.md files and read findings compactly. */
import { inspectSkill } from './inspect-skill'
import type { Finding, SkillFile, SkillInspection } from './types'

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

export function file(path: string, text: string | Uint8Array, executable = false): SkillFile {
  return { path, bytes: typeof text === 'string' ? utf8(text) : text, executable }
}

/** A SKILL.md with the given frontmatter lines and body. */
export function skillMd(frontmatter: readonly string[], body = '# Instructions\n'): string {
  return `---\n${frontmatter.join('\n')}\n---\n${body}`
}

/** Inspects a one-file skill (or more files) in folder `folder`. */
export function inspectMd(
  md: string,
  options: { folder?: string; strict?: boolean; files?: SkillFile[] } = {},
): SkillInspection {
  return inspectSkill(
    { folderName: options.folder ?? 'my-skill', files: [file('SKILL.md', md), ...(options.files ?? [])] },
    { strict: options.strict },
  )
}

export const VALID_HEADER = ['name: my-skill', 'description: Does one thing well. Use it when that thing is needed.']

export const codes = (findings: readonly Finding[]): string[] => findings.map((item) => item.code)
export const errors = (findings: readonly Finding[]): string[] =>
  findings.filter((item) => item.severity === 'error').map((item) => item.message)
export const warnings = (findings: readonly Finding[]): string[] =>
  findings.filter((item) => item.severity === 'warning').map((item) => item.message)
