import { parseSkillMd } from '../parse-skill-md'
import { getOwn } from '../plain-data'
import { readSkillSettings } from '../settings'
import { decodeText } from '../text'
import type { Finding, SkillFile } from '../types'
import type { Position } from '../yaml-frontmatter'
import { excerptOf } from './excerpt'
import type { FileRule, Hit, LintContext } from './rule'
import { checkAllowedTools } from './rules/allowed-tools-everything'
import { argumentsUnvalidated } from './rules/arguments-unvalidated'
import { commandPassthrough } from './rules/command-passthrough'
import { curlPipeShell } from './rules/curl-pipe-shell'
import { hiddenInstructions } from './rules/hidden-instructions'
import { networkUndeclared } from './rules/network-undeclared'
import { readTierMutates } from './rules/read-tier-mutates'
import { secretLike } from './rules/secret-like'
import { findSecrets, type SecretMatch } from './secrets'
import { toSourceFile } from './source'
import { LINT_LIMITS, LINT_RULES, type LintInput, type LintRule, type LintWarning } from './types'

/** The rules that read files, in the order their warnings are listed for one line. */
const FILE_RULES: readonly FileRule[] = [
  commandPassthrough,
  readTierMutates,
  argumentsUnvalidated,
  networkUndeclared,
  curlPipeShell,
  hiddenInstructions,
  secretLike,
]

const RULE_ORDER = new Map<LintRule, number>(LINT_RULES.map((rule, index) => [rule, index]))

function findSkillMd(files: readonly SkillFile[]): SkillFile | undefined {
  return files.find((file) => file.path === 'SKILL.md') ?? files.find((file) => file.path === 'skill.md')
}

/** Settings and frontmatter as given, or read from SKILL.md the way inspectSkill reads them. */
function contextOf(input: LintInput): LintContext {
  const skillMd = findSkillMd(input.files)
  // Parsed even when the caller gives frontmatter and settings: it also says where `allowed-tools` is.
  const parsed = skillMd ? parseSkillMd(skillMd.bytes, skillMd.path) : null
  const frontmatter = input.frontmatter ?? parsed?.document?.frontmatter ?? {}
  const settings = input.settings ?? readSkillSettings(getOwn(frontmatter, 'metadata')).settings
  const positions: ReadonlyMap<string, Position> = parsed?.positions ?? new Map()
  return { settings, frontmatter, positions }
}

/** A text file lint may read: at most LINT_LIMITS.fileBytes and valid UTF-8 without NUL bytes. */
function readableText(file: SkillFile): string | null {
  return file.bytes.byteLength > LINT_LIMITS.fileBytes ? null : decodeText(file.bytes)
}

/**
 * Files lint leaves out, so the review can say "not linted" instead of implying they are clean:
 * larger than LINT_LIMITS.fileBytes, or binary (not UTF-8, or containing NUL bytes).
 */
export function filesNotLinted(files: readonly SkillFile[]): { path: string; reason: 'too_large' | 'binary' }[] {
  const skipped: { path: string; reason: 'too_large' | 'binary' }[] = []
  for (const file of files) {
    if (file.bytes.byteLength > LINT_LIMITS.fileBytes) skipped.push({ path: file.path, reason: 'too_large' })
    else if (decodeText(file.bytes) === null) skipped.push({ path: file.path, reason: 'binary' })
  }
  return skipped
}

/**
 * Heuristic review hints for a skill's files: line patterns that suggest command injection,
 * a tier that is too low, unchecked arguments, undeclared network use, downloaded code, hidden
 * text, secrets and an all-powerful allowed-tools. Hints, not verdicts: a clean result proves
 * nothing and a warning can be a false alarm. Never throws for bad content.
 *
 * Bounded: files over LINT_LIMITS.fileBytes and binary files are skipped, each rule reports at
 * most LINT_LIMITS.warningsPerFileRule lines per file, and at most LINT_LIMITS.warnings in all.
 * Warnings come in file order, then by line, then by rule.
 */
export function lintSkill(input: LintInput): LintWarning[] {
  const context = contextOf(input)
  const skillMd = findSkillMd(input.files)
  const warnings: LintWarning[] = []

  for (const file of input.files) {
    if (warnings.length >= LINT_LIMITS.warnings) break
    const text = readableText(file)
    if (text === null) continue
    const source = toSourceFile(file, text)
    const hits: { rule: LintRule; hit: Hit }[] = []
    for (const rule of FILE_RULES) {
      for (const hit of rule.check(source, context).slice(0, LINT_LIMITS.warningsPerFileRule)) hits.push({ rule: rule.rule, hit })
    }
    if (file === skillMd) {
      const hit = checkAllowedTools(context)
      if (hit) hits.push({ rule: 'allowed-tools-everything', hit })
    }
    hits.sort((a, b) => a.hit.line - b.hit.line || (RULE_ORDER.get(a.rule) ?? 0) - (RULE_ORDER.get(b.rule) ?? 0))

    const secretsByLine = new Map<number, SecretMatch[]>()
    for (const { rule, hit } of hits.slice(0, LINT_LIMITS.warnings - warnings.length)) {
      const line = source.lines[hit.line - 1] ?? ''
      let secrets = secretsByLine.get(hit.line)
      if (secrets === undefined) {
        secrets = findSecrets(line)
        secretsByLine.set(hit.line, secrets)
      }
      warnings.push({ rule, file: file.path, line: hit.line, excerpt: excerptOf(line, hit.index, secrets), why: hit.why })
    }
  }

  // allowed-tools came from the caller and SKILL.md is not among the files (or not readable).
  if (warnings.length < LINT_LIMITS.warnings && !warnings.some((item) => item.rule === 'allowed-tools-everything')) {
    const skillMdReadable = skillMd !== undefined && readableText(skillMd) !== null
    const hit = skillMdReadable ? null : checkAllowedTools(context)
    if (hit) {
      const value = getOwn(context.frontmatter, 'allowed-tools')
      const shown = typeof value === 'string' ? value : Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(' ') : ''
      warnings.push({ rule: 'allowed-tools-everything', file: skillMd?.path ?? 'SKILL.md', line: hit.line, excerpt: excerptOf(`allowed-tools: ${shown}`), why: hit.why })
    }
  }
  return warnings
}

/** Lint warnings as findings (`lint_<rule>` codes, always warnings) for lists that show both. */
export function lintToFindings(warnings: readonly LintWarning[]): Finding[] {
  return warnings.map((warning) => ({
    code: `lint_${warning.rule.replace(/-/g, '_')}`,
    severity: 'warning',
    origin: 'skillyard',
    message: warning.why,
    path: warning.file,
    line: warning.line,
  }))
}
