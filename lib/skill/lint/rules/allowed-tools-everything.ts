import { getOwn } from '../../plain-data'
import { escapeInvisible } from '../excerpt'
import type { Hit, LintContext } from '../rule'

/**
 * Splits `Bash(git status:*) Read, Write` into tools, keeping spaces inside parentheses.
 * Bounded: at most 200 tools of 500 characters each are looked at.
 */
export function splitTools(value: string): string[] {
  const tools: string[] = []
  let current = ''
  let depth = 0
  for (const char of value.slice(0, 20_000)) {
    if (depth === 0 && (char === ',' || /\s/.test(char))) {
      if (current !== '') tools.push(current)
      current = ''
      if (tools.length >= 200) break
      continue
    }
    if (char === '(') depth += 1
    if (char === ')') depth = Math.max(0, depth - 1)
    if (current.length < 500) current += char
  }
  if (current !== '' && tools.length < 200) tools.push(current)
  return tools
}

/** `*`, `Bash`, `Bash(*)`, `Bash(*:*)`, `Bash()`: any command at all. */
export function grantsEverything(tool: string): boolean {
  const compact = tool.replace(/\s+/g, '')
  if (compact === '*') return true
  const bash = /^bash(?:\(([^()]*)\))?$/i.exec(compact)
  return bash !== null && /^[*:]*$/.test(bash[1] ?? '')
}

/** Frontmatter `allowed-tools` that lets the skill run anything: one hit at the key's line. */
export function checkAllowedTools(context: LintContext): Hit | null {
  const value = getOwn(context.frontmatter, 'allowed-tools')
  const tools = typeof value === 'string' ? splitTools(value) : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').flatMap(splitTools) : []
  const broad = tools.find(grantsEverything)
  if (broad === undefined) return null
  const position = context.positions.get('allowed-tools')
  return {
    line: position?.line ?? 1,
    index: Math.max(0, (position?.column ?? 1) - 1),
    why: `allowed-tools grants '${escapeInvisible(broad.slice(0, 40))}', so the skill may run any command without asking: name the commands, e.g. Bash(git status:*)`,
  }
}
