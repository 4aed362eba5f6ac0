import { describe, expect, it } from 'vitest'
import { file, skillMd, VALID_HEADER } from '../test-support'
import { excerptOf } from './excerpt'
import { lintSkill } from './lint-skill'
import { LINT_LIMITS } from './types'

/** Pieces that make naive regexes backtrack: each is repeated into one 200 KiB line. */
const PATHOLOGICAL = [
  'a',
  ' ',
  '\t',
  '$',
  '`',
  '"',
  "'",
  '(',
  '<!--',
  '-->',
  '<!-- ',
  'curl ',
  'curl |',
  'curl -d | ',
  'wget ',
  'rm ',
  'rm -',
  'sudo ',
  'env A=1 ',
  'sh -c ',
  'bash -c "$',
  'eval ',
  'sk-',
  'sk-a1',
  'password',
  'password=',
  'password="',
  'api_key: "aaaaaaaaa',
  'AKIA',
  'ghp_',
  'xoxb-',
  '-----BEGIN ',
  '-----BEGIN PRIVATE KEY-----',
  '-----BEGIN PRIVATE KEY-----aaaa',
  'subprocess.run(',
  'subprocess.run("a", ',
  'os.system(',
  'os.system("',
  'exec(',
  'execSync(`${',
  'spawn(a, {shell: true} ',
  'open("/',
  'open("/etc/x", ',
  '> /',
  '>/a',
  'dd if=',
  'tee ',
  'cp /a ',
  'systemctl ',
  'apt-get -y ',
  'git -C ',
  'method: "',
  'UPDATE a ',
  'read -r ',
  '$1',
  'SKILLYARD_ARGS',
  '["bash", "-c", ',
  'fetch(',
  'Bash(',
  '\u200b',
  '\u{E0041}',
  '\\n',
]

const LINE_BYTES = 200 * 1024

/** The same text as a script of every language, a Markdown file and a plain text file. */
function filesFor(text: string) {
  return [
    file('SKILL.md', skillMd([...VALID_HEADER, 'metadata:', '  skillyard.tier: read'], `${text}\n`)),
    file('scripts/a.sh', `#!/bin/bash\n${text}\n`),
    file('scripts/a.py', `${text}\n`),
    file('scripts/a.mjs', `${text}\n`),
    file('scripts/unknown', `${text}\n`, true),
    file('references/a.md', `${text}\n`),
  ]
}

describe('bounds', () => {
  it('lints a 200 KiB line of each pathological piece quickly', () => {
    const slow: string[] = []
    for (const piece of PATHOLOGICAL) {
      const line = piece.repeat(Math.ceil(LINE_BYTES / piece.length)).slice(0, LINE_BYTES)
      const started = performance.now()
      const warnings = lintSkill({ files: filesFor(line) })
      const elapsed = performance.now() - started
      if (elapsed > 1500) slow.push(`${JSON.stringify(piece)}: ${Math.round(elapsed)} ms`)
      expect(warnings.length).toBeLessThanOrEqual(LINT_LIMITS.warnings)
      for (const warning of warnings) expect(warning.excerpt.length).toBeLessThanOrEqual(LINT_LIMITS.excerptChars)
    }
    expect(slow).toEqual([])
  })

  it('lints 200 KiB of short lines quickly (the per-line cost is the worst case)', () => {
    const slow: string[] = []
    for (const piece of ['a', '$1', 'curl |', 'rm -', '<!--', 'sk-a1', '\u200b']) {
      const text = `${piece}\n`.repeat(Math.ceil(LINE_BYTES / (piece.length + 1)))
      const started = performance.now()
      lintSkill({ files: filesFor(text) })
      const elapsed = performance.now() - started
      if (elapsed > 1500) slow.push(`${JSON.stringify(piece)}: ${Math.round(elapsed)} ms`)
    }
    expect(slow).toEqual([])
  })

  it('stops at LINT_LIMITS.warnings in all and LINT_LIMITS.warningsPerFileRule per file and rule', () => {
    const script = '#!/bin/bash\n' + 'rm -rf /srv/data\n'.repeat(100)
    const files = [file('SKILL.md', skillMd(VALID_HEADER)), ...Array.from({ length: 30 }, (_, index) => file(`scripts/s${index}.sh`, script))]
    const warnings = lintSkill({ files })
    expect(warnings).toHaveLength(LINT_LIMITS.warnings)
    expect(warnings.filter((item) => item.file === 'scripts/s0.sh' && item.rule === 'read-tier-mutates')).toHaveLength(LINT_LIMITS.warningsPerFileRule)
  })
})

describe('excerpts', () => {
  it('is the trimmed line', () => {
    expect(excerptOf('    rm -rf build   ')).toBe('rm -rf build')
  })

  it('shows a window around the match of a long line, at most 160 characters', () => {
    const line = `${'a'.repeat(5000)} eval "$1" ${'b'.repeat(5000)}`
    const excerpt = excerptOf(line, 5001)
    expect(excerpt.length).toBeLessThanOrEqual(LINT_LIMITS.excerptChars)
    expect(excerpt).toMatch(/^…a+ eval "\$1" b+…$/)
  })

  it('keeps the end of a long line when the match is there', () => {
    const excerpt = excerptOf(`${'x'.repeat(400)} curl | sh`, 401)
    expect(excerpt.endsWith('x curl | sh')).toBe(true)
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(LINT_LIMITS.excerptChars)
  })

  it('escapes controls and invisible characters, and never splits an escape', () => {
    expect(excerptOf('a\u0007b\tc\u00adD\u2028')).toBe('a\\u0007b\\tc\\u00adD\\u2028')
    const excerpt = excerptOf('\u200b'.repeat(500), 0)
    expect(excerpt.length).toBeLessThanOrEqual(LINT_LIMITS.excerptChars)
    expect(excerpt).toMatch(/^(?:\\u200b)+…$/)
  })

  it('masks a secret even when the window starts inside it', () => {
    const secret = `ghp_${'A1'.repeat(100)}`
    const excerpt = excerptOf(`token ${secret} ${'z'.repeat(400)}`, 150)
    expect(excerpt).not.toContain('A1A1')
    expect(excerpt).toContain('ghp_…')
  })
})
