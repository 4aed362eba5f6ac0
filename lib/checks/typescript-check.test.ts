import { describe, expect, it } from 'vitest'
import { checkFile } from './test-support'

describe('checkSkillFile: typescript (.ts, .tsx, .mts, .cts)', () => {
  it('finds nothing in valid files, and checks no types', async () => {
    const typed = 'interface Options { name: string }\nexport function greet(options: Options): string {\n  return `hi ${options.name}`\n}\n'
    expect(await checkFile('scripts/run.ts', typed)).toEqual([])
    expect(await checkFile('scripts/run.mts', 'import { x } from "./x.js"\nexport const y: number = x\n')).toEqual([])
    expect(await checkFile('scripts/run.cts', 'const n: number = "not a number"\n')).toEqual([])
    expect(await checkFile('scripts/view.tsx', 'export const View = () => <div className="a">{1}</div>\n')).toEqual([])
  })

  it('reports a syntax error with line and column', async () => {
    const findings = await checkFile('scripts/run.ts', 'const a = 1\nconst x: number = ;\n')
    expect(findings).toEqual([
      {
        code: 'syntax_error',
        severity: 'error',
        origin: 'skillyard',
        message: 'typescript: Expression expected. (line 2, column 19)',
        path: 'scripts/run.ts',
        line: 2,
        column: 19,
      },
    ])
  })

  it('parses .tsx with JSX', async () => {
    const findings = await checkFile('scripts/view.tsx', 'const a = <div>{1}</span>\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 1, column: 21 }])
  })

  it('does not accept JSX in a .ts file', async () => {
    const findings = await checkFile('scripts/run.ts', 'const a = <div>{1}</div>\n')
    expect(findings.length).toBeGreaterThan(0)
    expect(findings[0]).toMatchObject({ code: 'syntax_error', severity: 'error', line: 1 })
  })
})
