import { SCRIPT_INTERPRETERS } from '../skill/scripts'
import type { Finding, SkillFile } from '../skill/types'
import { decodeText } from '../skill/text'
import { checkFinding } from './check-codes'
import type { FileCheck, FileCheckContext } from './file-check'
import { runSpawnCheck, type ToolOutput } from './spawn-check'
import { clampLine, placeSuffix } from './text-position'

/**
 * The `type` of the package.json nearest to `path` inside the skill, as Node would find it when
 * the skill runs. Only that file counts, even when it has no `type` (then `.js` is CommonJS,
 * with Node's ESM syntax detection).
 */
export function packageType(path: string, files: readonly SkillFile[]): 'module' | 'commonjs' | undefined {
  const segments = path.split('/').slice(0, -1)
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const candidate = [...segments.slice(0, depth), 'package.json'].join('/')
    const file = files.find((item) => item.path === candidate)
    if (!file) continue
    const text = decodeText(file.bytes)
    try {
      const type: unknown = text === null ? undefined : (JSON.parse(text) as { type?: unknown })?.type
      return type === 'module' || type === 'commonjs' ? type : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * Reads `node --check` stderr:
 *
 *     scripts/run.js:3
 *       return 2
 *              ^
 *
 *     SyntaxError: Unexpected number
 */
export function parseNodeOutput(output: ToolOutput, context: FileCheckContext): Finding[] {
  if (output.exitCode === 0) return []
  const lines = output.stderr.split('\n')
  const header = `${context.path}:`
  const at = lines.findIndex((line) => line.startsWith(header) && /^\d+$/.test(line.slice(header.length)))
  const errorLine = lines.slice(Math.max(at, 0)).find((line) => /^[A-Za-z]*Error: /.test(line))
  if (errorLine === undefined) return []
  const message = errorLine.replace(/^SyntaxError: /, '')
  let line: number | undefined
  let column: number | undefined
  if (at !== -1) {
    line = clampLine(context.text, Number(lines[at]?.slice(header.length)))
    // Node echoes the source line, then a caret line whose '^' sits under the error (tabs kept as tabs).
    const caret = lines[at + 2]
    if (caret !== undefined && /^[ \t]*\^+\s*$/.test(caret)) column = caret.indexOf('^') + 1
  }
  return [
    checkFinding('syntax_error', 'error', `node: ${message}${placeSuffix({ line, column })}`, {
      path: context.path,
      line,
      column,
    }),
  ]
}

/**
 * `node --check`: parses without running. The copy keeps the file's extension and sits next to
 * a package.json carrying the skill's nearest `type`, so `.js` is read as ESM or CommonJS just
 * as it will be at run time (and Node does not look further up the temp dir's parents).
 */
export const checkNode: FileCheck = (context) => {
  const type = packageType(context.path, context.files)
  return runSpawnCheck(
    {
      command: SCRIPT_INTERPRETERS[context.extension] ?? 'node',
      args: (file) => ['--check', file],
      siblings: [{ name: 'package.json', content: JSON.stringify(type ? { type } : {}) }],
      parse: parseNodeOutput,
    },
    context,
  )
}
