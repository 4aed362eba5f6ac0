import { SCRIPT_INTERPRETERS } from '../skill/scripts'
import type { Finding } from '../skill/types'
import { checkFinding } from './check-codes'
import type { FileCheck, FileCheckContext } from './file-check'
import { runSpawnCheck, type ToolOutput } from './spawn-check'
import { clampLine, lineText, placeSuffix, utf16Column } from './text-position'

/**
 * Compiles the copy (argv[1]) under the skill-relative name (argv[2]) and prints one JSON line.
 * compile() only parses and generates bytecode in memory; nothing in the file is imported or
 * run. SyntaxWarnings raised while compiling are reported too.
 */
const COMPILE_PROGRAM = `
import json, sys, warnings
copy, shown = sys.argv[1], sys.argv[2]
with open(copy, encoding='utf-8-sig') as f:
    source = f.read()
error = None
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    try:
        compile(source, shown, 'exec', dont_inherit=True)
    except SyntaxError as e:
        error = {'line': e.lineno, 'column': e.offset, 'message': e.msg}
    except (ValueError, MemoryError, RecursionError) as e:
        error = {'line': None, 'column': None, 'message': type(e).__name__ + ': ' + str(e)}
found = [{'line': w.lineno, 'message': w.category.__name__ + ': ' + str(w.message)} for w in caught if w.filename == shown]
print(json.dumps({'error': error, 'warnings': found}))
`

interface PythonProblem {
  line: number | null
  column?: number | null
  message: string
}

function isProblem(value: unknown): value is PythonProblem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return typeof item.message === 'string' && (item.line === null || typeof item.line === 'number')
}

function toFinding(problem: PythonProblem, severity: 'error' | 'warning', context: FileCheckContext): Finding {
  const line = problem.line !== null && problem.line > 0 ? clampLine(context.text, problem.line) : undefined
  const column =
    line !== undefined && typeof problem.column === 'number' && problem.column > 0
      ? utf16Column(lineText(context.text, line), problem.column)
      : undefined
  return checkFinding(
    severity === 'error' ? 'syntax_error' : 'syntax_warning',
    severity,
    `python: ${problem.message}${placeSuffix({ line, column })}`,
    { path: context.path, line, column },
  )
}

/** Reads the JSON line COMPILE_PROGRAM prints; anything else yields no findings (and the exit code decides). */
export function parsePythonOutput(output: ToolOutput, context: FileCheckContext): Finding[] {
  let answer: unknown
  try {
    answer = JSON.parse(output.stdout.trim().split('\n').pop() ?? '')
  } catch {
    return []
  }
  if (typeof answer !== 'object' || answer === null) return []
  const { error, warnings } = answer as { error?: unknown; warnings?: unknown }
  const findings: Finding[] = []
  if (isProblem(error)) findings.push(toFinding(error, 'error', context))
  if (Array.isArray(warnings)) {
    for (const warning of warnings) if (isProblem(warning)) findings.push(toFinding(warning, 'warning', context))
  }
  return findings
}

/** `python3 -I -S -B -c <compile>`: isolated (no env, no user site, no cwd on sys.path), no site, no .pyc. */
export const checkPython: FileCheck = (context) =>
  runSpawnCheck(
    {
      command: SCRIPT_INTERPRETERS['.py'] ?? 'python3',
      args: (file) => ['-I', '-S', '-B', '-c', COMPILE_PROGRAM, file, context.path],
      parse: parsePythonOutput,
    },
    context,
  )
