import type { SkillSettings } from '../types'
import type { Position } from '../yaml-frontmatter'
import type { ScriptLanguage, SourceFile } from './source'
import { LINT_LIMITS, type LintRule } from './types'

/** What every rule may look at besides the file. */
export interface LintContext {
  settings: SkillSettings
  frontmatter: Record<string, unknown>
  /** Where SKILL.md's frontmatter keys start, when SKILL.md was parsed. */
  positions: ReadonlyMap<string, Position>
}

/** One place a rule points at: 1-based line, 0-based index of the match in it (for the excerpt). */
export interface Hit {
  line: number
  index: number
  why: string
}

export interface FileRule {
  rule: LintRule
  check(file: SourceFile, context: LintContext): Hit[]
}

/**
 * A line pattern and what it means. Patterns are global regexes whose quantifiers are all bounded
 * (`{0,300}`, not `*` before a backtracking point), so a 256 KiB line is scanned in linear time.
 */
export interface LinePattern {
  pattern: RegExp
  why: string
  /** Script languages the pattern is meant for; all when omitted. `unknown` scripts get every pattern. */
  languages?: readonly ScriptLanguage[]
  /** Second look at a match (say, "is the path under /tmp?"); the scan goes on to the next match when false. */
  accept?: (match: RegExpExecArray, line: string) => boolean
  /** Counts even after `echo`/`print(` (a redirect writes whatever prints). */
  evenInMessages?: boolean
}

function appliesTo(pattern: LinePattern, language: ScriptLanguage | null): boolean {
  return !pattern.languages || language === null || language === 'unknown' || pattern.languages.includes(language)
}

/**
 * Matches a pattern may reject on one line before the lint gives up on it there. A real line has a
 * few; a hostile one (`curl |` 30,000 times) would otherwise make every rejection cost a slice.
 */
const MAX_TRIES_PER_LINE = 20

/** The first pattern (in list order) that matches the line, with where it matched. */
export function firstMatch(
  line: string,
  patterns: readonly LinePattern[],
  language: ScriptLanguage | null,
  ignoreAt?: (line: string, index: number) => boolean,
): Omit<Hit, 'line'> | null {
  for (const item of patterns) {
    if (!appliesTo(item, language)) continue
    const { pattern } = item
    pattern.lastIndex = 0
    let tries = 0
    for (let match = pattern.exec(line); match !== null; match = pattern.exec(line)) {
      if ((!item.accept || item.accept(match, line)) && (item.evenInMessages || !ignoreAt?.(line, match.index))) return { index: match.index, why: item.why }
      tries += 1
      if (!pattern.global || tries >= MAX_TRIES_PER_LINE) break
      if (match[0].length === 0) pattern.lastIndex += 1
    }
  }
  return null
}

/**
 * Calls `each` for every line of code (comment lines skipped for scripts), collecting at most
 * LINT_LIMITS.warningsPerFileRule hits, one per line.
 */
export function scanLines(
  file: SourceFile,
  each: (line: string, index: number) => Omit<Hit, 'line'> | null,
  options: { skipComments?: boolean } = {},
): Hit[] {
  const skipComments = options.skipComments ?? true
  const hits: Hit[] = []
  for (let index = 0; index < file.lines.length && hits.length < LINT_LIMITS.warningsPerFileRule; index += 1) {
    if (skipComments && file.comment[index]) continue
    const hit = each(file.lines[index] ?? '', index)
    if (hit) hits.push({ line: index + 1, ...hit })
  }
  return hits
}

/** The text of a call's arguments starting at `from` (just after `(`), over up to `lines` lines, bounded. */
export function callWindow(file: SourceFile, lineIndex: number, from: number, lines = 5): string {
  let text = (file.lines[lineIndex] ?? '').slice(from, from + 1000)
  for (let next = lineIndex + 1; next < Math.min(file.lines.length, lineIndex + lines) && text.length < 2000; next += 1) {
    text += `\n${(file.lines[next] ?? '').slice(0, 1000)}`
  }
  return text
}

/** A shell word list's paths: words that are not flags. */
export function nonFlagWords(args: string): string[] {
  return args
    .split(/[\s,]+/)
    .map((word) => word.replace(/^["'([]+|["')\]]+$/g, ''))
    .filter((word) => word !== '' && !word.startsWith('-'))
}

/** Under the sandbox's only writable place, or a device that discards or echoes. */
export function isScratchPath(path: string): boolean {
  return /^(?:\/tmp(?:\/|$)|\/dev\/(?:null|stdout|stderr|tty|fd\/)|\/proc\/self\/fd\/)/.test(path) || /^["']?\$\{?TMPDIR\b/.test(path)
}

/** A word that names a temporary location: `/tmp/x`, `"$tmp"`, `$TMPDIR/out`, `tempfile.mkdtemp()`. */
export function mentionsTemp(word: string): boolean {
  return /tmp|temp/i.test(word)
}

/** Shell commands that print their arguments; only the current pipeline stage counts (`echo x | tee /etc/y` writes). */
const PRINTING_COMMAND = /(?:^|[\s({])(?:echo|printf|say|die|warn|log|info|error|fail|usage)[ \t]/
/** Calls that print or raise their arguments. */
const PRINTING_CALL =
  /\b(?:print|console\.\w{1,10}|logger\.\w{1,10}|logging\.\w{1,10}|warnings\.warn|\w{0,30}Error|\w{0,30}Exception|fail|die|usage|sys\.exit|process\.std(?:err|out)\.write)\(|\bhelp\s{0,5}=|\braise\b|\bthrow\b/

/** Inside a string, after advice to a person: `"ruff not found. Install with: pip install ruff"`. */
const PROSE_BEFORE = /["'`][^"'`]{0,200}\b(?:[Ii]nstall(?:ed)?|[Rr]un|[Tt]ry|[Uu]se|[Uu]sing|with|via|[Ee]xample|[Ee]\.g\.)\b[^"'`\w]{0,5}$/

/**
 * True when the match sits in text a script prints rather than runs: `echo "install with: pip
 * install x"`, `print("…")`, `console.error(…)`, `raise Error("…")`. Only up to 300 characters
 * before the match are looked at.
 */
export function inMessage(line: string, index: number): boolean {
  const before = line.slice(Math.max(0, index - 300), index)
  const stage = before.slice(Math.max(before.lastIndexOf('|'), before.lastIndexOf(';'), before.lastIndexOf('&')) + 1)
  return PRINTING_COMMAND.test(stage) || PRINTING_CALL.test(before) || PROSE_BEFORE.test(before)
}
