import { existsSync, rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { inspectSkill } from '../skill/inspect-skill'
import { LIMITS } from '../skill/limits'
import { skillMd } from '../skill/test-support'
import { checkSkillFile } from './check-skill-file'
import { checkFile, file, leaksTempPath, utf8 } from './test-support'

describe('checkSkillFile: SKILL.md is re-validated with the whole file set', () => {
  const check = (md: string, others = [file('scripts/run.sh', 'echo hi\n')]) => {
    const content = utf8(md)
    return checkSkillFile({ skillName: 'my-skill', path: 'SKILL.md', content, files: [...others, file('SKILL.md', content)] })
  }

  it('finds nothing in a valid SKILL.md', async () => {
    expect(await check(skillMd(['name: my-skill', 'description: Does one thing.']))).toEqual([])
  })

  it("returns the validator's error for broken frontmatter, with its place", async () => {
    const md = skillMd(['name: my-skill', 'description: [unclosed'])
    const findings = await check(md)
    expect(findings).toEqual(inspectSkill({ folderName: 'my-skill', files: [file('SKILL.md', md)] }).findings)
    expect(findings).toContainEqual(expect.objectContaining({ code: 'yaml_invalid', severity: 'error', path: 'SKILL.md', line: 4 }))
  })

  it('checks the name against the skill it is saved in', async () => {
    const findings = await check(skillMd(['name: other-skill', 'description: Does one thing.']))
    expect(findings).toContainEqual(expect.objectContaining({ code: 'name_directory_mismatch', severity: 'error', line: 2 }))
  })

  it('sees the other files: a parameters schema naming a missing script', async () => {
    const md = skillMd([
      'name: my-skill',
      'description: Does one thing.',
      'metadata:',
      '  skillyard.parameters-schema: \'{"scripts/gone.sh": {"type": "object"}}\'',
    ])
    const findings = await check(md)
    expect(findings).toContainEqual(expect.objectContaining({ code: 'parameters_schema_unknown_script', severity: 'warning' }))
  })

  it('uses the new content even when the file set still holds the old one', async () => {
    const content = utf8('no frontmatter\n')
    const files = [file('SKILL.md', skillMd(['name: my-skill', 'description: Old.']))]
    const findings = await checkSkillFile({ skillName: 'my-skill', path: 'SKILL.md', content, files })
    expect(findings).toContainEqual(expect.objectContaining({ code: 'frontmatter_missing', severity: 'error' }))
  })
})

describe('checkSkillFile: what is not checked, and what cannot be', () => {
  it('finds nothing in a file type it has no check for, even binary', async () => {
    expect(await checkFile('references/notes.md', '# not ( valid [ anything')).toEqual([])
    expect(await checkFile('assets/logo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0xff]))).toEqual([])
  })

  it.each(['scripts/run.py', 'scripts/run.sh', 'assets/data.json', 'assets/data.yaml', 'scripts/run.ts'])(
    'reports %s that is not valid UTF-8 as not_text',
    async (path) => {
      const findings = await checkFile(path, new Uint8Array([0x78, 0x20, 0x3d, 0x20, 0xff, 0xfe, 0x0a]))
      expect(findings).toEqual([
        expect.objectContaining({ code: 'not_text', severity: 'error', origin: 'skillyard', path }),
      ])
      expect(findings[0]?.message).toContain('is not valid UTF-8')
    },
  )

  it('reports a NUL byte as not_text', async () => {
    const findings = await checkFile('scripts/run.js', 'const a = 1\0\n')
    expect(findings).toEqual([expect.objectContaining({ code: 'not_text', severity: 'error', path: 'scripts/run.js' })])
    expect(findings[0]?.message).toContain('contains a NUL byte')
  })

  it('skips a spawned check on a file over the editable size, with a warning that says why', async () => {
    const big = `# ${'x'.repeat(LIMITS.editableBytes)}\n`
    const findings = await checkFile('scripts/big.py', big)
    expect(findings).toEqual([expect.objectContaining({ code: 'check_skipped', severity: 'warning', path: 'scripts/big.py' })])
    expect(findings[0]?.message).toContain(`up to ${LIMITS.editableBytes} bytes`)
  })
})

describe('checkSkillFile: tools work on a temp copy and never run the file', () => {
  it.each([
    ['scripts/run.sh', 'if true; then\n  echo hi\nfi fi\n'],
    ['scripts/run.py', 'def main(:\n'],
    ['scripts/run.js', 'const b = ;\n'],
    ['scripts/run.mjs', 'export const b = ;\n'],
    ['scripts/run.cjs', 'const b = `x\n'],
  ])('never names the temp copy in a message (%s)', async (path, text) => {
    const findings = await checkFile(path, text)
    expect(findings.length).toBeGreaterThan(0)
    for (const item of findings) {
      expect(item.path).toBe(path)
      expect(leaksTempPath(item.message)).toBe(false)
    }
  })

  it.each([
    ['scripts/run.py', "import os; os.system('touch /tmp/pwned-xyz')\n", '/tmp/pwned-xyz'],
    ['scripts/run.sh', 'touch /tmp/pwned-xyz-sh\n', '/tmp/pwned-xyz-sh'],
    ['scripts/run.js', "require('node:fs').writeFileSync('/tmp/pwned-xyz-js', '')\n", '/tmp/pwned-xyz-js'],
  ])('does not execute %s', async (path, text, marker) => {
    rmSync(marker, { force: true })
    expect(await checkFile(path, text)).toEqual([])
    expect(existsSync(marker)).toBe(false)
  })
})
