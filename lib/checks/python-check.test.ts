import { describe, expect, it } from 'vitest'
import { checkFile } from './test-support'

describe('checkSkillFile: python (.py)', () => {
  it('finds nothing in a valid script', async () => {
    const script = 'import sys\n\n\ndef main(argv: list[str]) -> int:\n    print(f"{len(argv)} args")\n    return 0\n\n\nif __name__ == "__main__":\n    sys.exit(main(sys.argv))\n'
    expect(await checkFile('scripts/run.py', script)).toEqual([])
  })

  it('reports a syntax error with line and column', async () => {
    const findings = await checkFile('scripts/run.py', 'import sys\n\ndef main(:\n    pass\n')
    expect(findings).toEqual([
      {
        code: 'syntax_error',
        severity: 'error',
        origin: 'skillyard',
        message: 'python: invalid syntax (line 3, column 10)',
        path: 'scripts/run.py',
        line: 3,
        column: 10,
      },
    ])
  })

  it('reports an unclosed bracket where it opens', async () => {
    const findings = await checkFile('scripts/run.py', 'x = (1,\ny = 2\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 1, column: 5 }])
  })

  it('reports inconsistent tabs and spaces', async () => {
    const findings = await checkFile('scripts/run.py', 'def f():\n\treturn 1\n        return 2\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 3 }])
  })

  it('counts columns in UTF-16 units, as the editor does, after an astral character', async () => {
    const findings = await checkFile('scripts/run.py', 's = "😀"; y = = 1\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', line: 1, column: 15 }])
  })

  it('reports a SyntaxWarning as a warning', async () => {
    const findings = await checkFile('scripts/run.py', 'x = 1\nif x is 1:\n    pass\n')
    expect(findings).toMatchObject([{ code: 'syntax_warning', severity: 'warning', line: 2 }])
    expect(findings[0]?.message).toMatch(/^python: SyntaxWarning: .* \(line 2\)$/)
  })
})
