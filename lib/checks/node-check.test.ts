import { describe, expect, it } from 'vitest'
import { packageType } from './node-check'
import { checkFile, file } from './test-support'

const ESM = 'import fs from "node:fs"\nexport const size = fs.statSync(".").size\n'

describe('checkSkillFile: node (.js, .mjs, .cjs)', () => {
  it('finds nothing in valid CommonJS, ES module and plain scripts', async () => {
    expect(await checkFile('scripts/run.cjs', 'const fs = require("node:fs")\nmodule.exports = fs\n')).toEqual([])
    expect(await checkFile('scripts/run.mjs', ESM)).toEqual([])
    expect(await checkFile('scripts/run.js', 'const a = [1, 2].map((x) => x * 2)\nconsole.log(a)\n')).toEqual([])
  })

  it('reports a syntax error with line and column from the caret', async () => {
    const findings = await checkFile('scripts/run.js', 'const a = 1\nconst b = ;\n')
    expect(findings).toEqual([
      {
        code: 'syntax_error',
        severity: 'error',
        origin: 'skillyard',
        message: "node: Unexpected token ';' (line 2, column 11)",
        path: 'scripts/run.js',
        line: 2,
        column: 11,
      },
    ])
  })

  it('parses .mjs as an ES module', async () => {
    const findings = await checkFile('scripts/run.mjs', 'export const a = ;\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 1, column: 18 }])
  })

  it("reads .js as the skill's nearest package.json says", async () => {
    const module = file('scripts/package.json', '{"type": "module"}')
    const commonjs = file('package.json', '{"type": "commonjs"}')
    expect(await checkFile('scripts/run.js', ESM, [module, commonjs])).toEqual([])
    const findings = await checkFile('scripts/run.js', ESM, [commonjs])
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 1, column: 1 }])
    expect(findings[0]?.message).toBe('node: Cannot use import statement outside a module (line 1, column 1)')
  })

  it('reports an unterminated template literal without a column', async () => {
    const findings = await checkFile('scripts/run.cjs', 'const a = 1\nconst b = `x\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error' }])
    expect(findings[0]?.line).toBeGreaterThanOrEqual(2)
  })
})

describe('packageType', () => {
  it('takes the nearest package.json only, even when it has no type', () => {
    const files = [file('package.json', '{"type":"module"}'), file('scripts/package.json', '{"name":"x"}')]
    expect(packageType('scripts/run.js', files)).toBeUndefined()
    expect(packageType('lib/run.js', files)).toBe('module')
    expect(packageType('run.js', [file('package.json', 'not json')])).toBeUndefined()
  })
})
