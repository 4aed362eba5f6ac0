import type { CompilerHost, CompilerOptions } from 'typescript'
import type { Finding } from '../skill/types'
import { checkFinding } from './check-codes'
import type { FileCheck } from './file-check'
import { placeSuffix } from './text-position'

type TypeScript = typeof import('typescript')

/** No lib files, no imports followed, nothing written: the program exists only to parse one file. */
const OPTIONS: CompilerOptions = { noLib: true, noResolve: true, noEmit: true, types: [], allowJs: false }

/**
 * TypeScript is loaded on first use: it is large, and only `.ts` files need it. A server
 * installed without it reports the check as unavailable instead of failing.
 */
async function loadTypeScript(): Promise<TypeScript | null> {
  try {
    const loaded = (await import('typescript')) as TypeScript & { default?: TypeScript }
    return loaded.default ?? loaded
  } catch {
    return null
  }
}

/**
 * Syntax errors only, in process, with the TypeScript compiler's parser: a one-file program
 * without lib files, asked for its syntactic diagnostics. Types are not checked (there are no
 * lib or @types files to check them against).
 */
export const checkTypeScript: FileCheck = async (context) => {
  const ts = await loadTypeScript()
  if (!ts) {
    return [
      checkFinding('check_unavailable', 'warning', `typescript is not installed on this server, so ${context.path} was not syntax-checked`, {
        path: context.path,
      }),
    ]
  }
  // A fixed in-memory name with the file's extension decides .ts/.tsx/.mts/.cts parsing.
  const fileName = `/check${context.extension}`
  const source = ts.createSourceFile(fileName, context.text, ts.ScriptTarget.Latest, false)
  const host: CompilerHost = {
    getSourceFile: (name) => (name === fileName ? source : undefined),
    getDefaultLibFileName: () => '/lib.d.ts',
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => name === fileName,
    readFile: () => undefined,
  }
  const program = ts.createProgram({ rootNames: [fileName], options: OPTIONS, host })
  return program.getSyntacticDiagnostics(source).map((diagnostic): Finding => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
    const severity = diagnostic.category === ts.DiagnosticCategory.Error ? 'error' : 'warning'
    let line: number | undefined
    let column: number | undefined
    if (diagnostic.start !== undefined) {
      const at = source.getLineAndCharacterOfPosition(Math.min(diagnostic.start, context.text.length))
      line = at.line + 1
      column = at.character + 1
    }
    return checkFinding(
      severity === 'error' ? 'syntax_error' : 'syntax_warning',
      severity,
      `typescript: ${text}${placeSuffix({ line, column })}`,
      { path: context.path, line, column },
    )
  })
}
