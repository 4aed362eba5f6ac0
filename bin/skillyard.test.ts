import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const BIN = resolve(__dirname, 'skillyard.mjs')

/** Runs the real CLI entry point with node in `cwd`. */
function run(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

const HELLO_MD = '---\nname: hello-world\ndescription: Says hello.\n---\nSay hello.\n'

describe('skillyard CLI', () => {
  let root: string

  async function skill(folder: string, files: Record<string, string>) {
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(root, folder, path, '..'), { recursive: true })
      await writeFile(join(root, folder, path), content)
    }
  }

  beforeAll(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'skillyard-cli-')))
    await skill('hello-world', { 'SKILL.md': HELLO_MD, 'scripts/hello.sh': '#!/bin/sh\necho hello\n' })
    await skill('extra-fields', { 'SKILL.md': '---\nname: extra-fields\ndescription: Has extras.\nversion: 1.0\nauthor: me\n---\n' })
    await skill('-Bad--Name_', {
      'SKILL.md': `---\nname: -Bad--Name_\nversion: "1.0"\nauthor: someone\ncompatibility: ${'x'.repeat(501)}\n---\n`,
    })
    await skill('escaping', { 'SKILL.md': `---\nname: escaping\ndescription: "Use for <foo> & <bar> with \\"quotes\\" and 'apostrophes'"\n---\n` })
    await skill('no-skill-md', { 'README.md': '# not a skill\n' })
    await writeFile(join(root, 'plain.txt'), 'not a folder')
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('prints help with --help and exits 0', () => {
    const result = run(root, '--help')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Usage: skillyard <command>')
  })

  it('exits 2 on usage errors', () => {
    expect(run(root).code).toBe(2)
    expect(run(root, 'validate').code).toBe(2)
    expect(run(root, 'frobnicate', 'x')).toMatchObject({ code: 2, stderr: "Error: unknown command 'frobnicate'\nRun 'skillyard --help' for usage.\n" })
    expect(run(root, 'validate', '--fast', 'hello-world').code).toBe(2)
    expect(run(root, 'hash', 'a', 'b').code).toBe(2)
  })

  describe('validate', () => {
    it('prints Valid skill and exits 0', () => {
      expect(run(root, 'validate', 'hello-world')).toEqual({ code: 0, stdout: 'Valid skill: hello-world\n', stderr: '' })
    })

    it('treats a SKILL.md path as its folder', () => {
      expect(run(root, 'validate', 'hello-world/SKILL.md')).toEqual({ code: 0, stdout: 'Valid skill: hello-world\n', stderr: '' })
    })

    it('prints warnings for a valid skill on stderr', () => {
      const result = run(root, 'validate', 'extra-fields')
      expect(result.code).toBe(0)
      expect(result.stdout).toBe('Valid skill: extra-fields\n')
      expect(result.stderr).toBe(
        "Warnings for extra-fields:\n  - warning: Unexpected fields in frontmatter: author, version. Only ['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name'] are allowed.\n",
      )
    })

    it('fails unknown fields with --strict', () => {
      const result = run(root, 'validate', '--strict', 'extra-fields')
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr).toBe(
        "Validation failed for extra-fields:\n  - Unexpected fields in frontmatter: author, version. Only ['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name'] are allowed.\n",
      )
    })

    it('lists every error in skills-ref’s order and exits 1 (a path after -- may start with -)', () => {
      const result = run(root, 'validate', '--strict', '--', '-Bad--Name_')
      expect(result.code).toBe(1)
      expect(result.stderr.split('\n')).toEqual([
        'Validation failed for -Bad--Name_:',
        "  - Unexpected fields in frontmatter: author, version. Only ['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name'] are allowed.",
        "  - Skill name '-Bad--Name_' must be lowercase",
        '  - Skill name cannot start or end with a hyphen',
        '  - Skill name cannot contain consecutive hyphens',
        "  - Skill name '-Bad--Name_' contains invalid characters. Only letters, digits, and hyphens are allowed.",
        '  - Missing required field in frontmatter: description',
        '  - Compatibility exceeds 500 character limit (501 chars)',
        '',
      ])
    })

    it('reports a folder without SKILL.md', () => {
      expect(run(root, 'validate', 'no-skill-md')).toEqual({
        code: 1,
        stdout: '',
        stderr: 'Validation failed for no-skill-md:\n  - Missing required file: SKILL.md\n',
      })
    })

    it('exits 2 for a path that does not exist', () => {
      expect(run(root, 'validate', 'missing')).toEqual({
        code: 2,
        stdout: '',
        stderr: 'Validation failed for missing:\n  - Path does not exist: missing\n',
      })
    })

    it('exits 1 for a path that is not a directory', () => {
      expect(run(root, 'validate', 'plain.txt')).toEqual({
        code: 1,
        stdout: '',
        stderr: 'Validation failed for plain.txt:\n  - Not a directory: plain.txt\n',
      })
    })

    it('checks every path and exits with the worst result', () => {
      const result = run(root, 'validate', 'hello-world', 'no-skill-md')
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('Valid skill: hello-world\n')
      expect(result.stderr).toBe('Validation failed for no-skill-md:\n  - Missing required file: SKILL.md\n')
    })

    it('prints one JSON document with --json', () => {
      const result = run(root, 'validate', '--json', 'hello-world', 'extra-fields', 'missing')
      expect(result.code).toBe(2)
      expect(result.stderr).toBe('')
      const report = JSON.parse(result.stdout) as { valid: boolean; results: Array<Record<string, unknown>> }
      expect(report.valid).toBe(false)
      expect(report.results.map((item) => [item.path, item.valid, item.name])).toEqual([
        ['hello-world', true, 'hello-world'],
        ['extra-fields', true, 'extra-fields'],
        ['missing', false, null],
      ])
      expect(report.results[0]?.hash).toBe('43212148380998cf1c613e5ff86bb24e9160dbc5fee3cc88dbce32394954ddeb')
      expect(report.results[1]?.findings).toEqual([expect.objectContaining({ code: 'unexpected_fields', severity: 'warning' })])
      expect(report.results[2]?.findings).toEqual([expect.objectContaining({ code: 'path_missing', message: 'Path does not exist: missing' })])
    })
  })

  describe('to-prompt', () => {
    it('prints the available_skills block with absolute locations and escaping', () => {
      const result = run(root, 'to-prompt', 'hello-world', 'escaping/SKILL.md')
      expect(result.code).toBe(0)
      expect(result.stderr).toBe('')
      expect(result.stdout).toBe(
        [
          '<available_skills>',
          '<skill>',
          '<name>',
          'hello-world',
          '</name>',
          '<description>',
          'Says hello.',
          '</description>',
          '<location>',
          join(root, 'hello-world', 'SKILL.md'),
          '</location>',
          '</skill>',
          '<skill>',
          '<name>',
          'escaping',
          '</name>',
          '<description>',
          'Use for &lt;foo&gt; &amp; &lt;bar&gt; with &quot;quotes&quot; and &#x27;apostrophes&#x27;',
          '</description>',
          '<location>',
          join(root, 'escaping', 'SKILL.md'),
          '</location>',
          '</skill>',
          '</available_skills>',
          '',
        ].join('\n'),
      )
    })

    it('fails for a folder without a readable skill', () => {
      expect(run(root, 'to-prompt', 'no-skill-md')).toEqual({ code: 1, stdout: '', stderr: 'Error: Missing required file: SKILL.md\n' })
      expect(run(root, 'to-prompt', 'missing').code).toBe(2)
    })
  })

  describe('hash', () => {
    it('prints the README test vector for the hello-world skill', () => {
      expect(run(root, 'hash', 'hello-world')).toEqual({
        code: 0,
        stdout: '43212148380998cf1c613e5ff86bb24e9160dbc5fee3cc88dbce32394954ddeb\n',
        stderr: '',
      })
    })

    it('exits 2 for a missing path', () => {
      expect(run(root, 'hash', 'missing')).toEqual({ code: 2, stdout: '', stderr: 'Error: Path does not exist: missing\n' })
    })
  })
})
