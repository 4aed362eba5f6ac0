import { LineCounter, parseAllDocuments, type YAMLError } from 'yaml'
import type { Finding } from '../skill/types'
import { checkFinding } from './check-codes'
import type { FileCheck, FileCheckContext } from './file-check'
import { placeSuffix } from './text-position'

function toFinding(problem: YAMLError, severity: 'error' | 'warning', lines: LineCounter, context: FileCheckContext): Finding {
  const { line, col: column } = lines.linePos(problem.pos[0])
  return checkFinding(
    severity === 'error' ? 'syntax_error' : 'syntax_warning',
    severity,
    `yaml: ${problem.message}${placeSuffix({ line, column })}`,
    { path: context.path, line, column },
  )
}

/**
 * Every document of the stream through the `yaml` package, in process. Plain messages plus our
 * own LineCounter (rather than prettyErrors' multi-line excerpts): the marker shows the place.
 * Values are never built, so aliases cannot expand.
 */
export const checkYaml: FileCheck = async (context) => {
  const lines = new LineCounter()
  const documents = parseAllDocuments(context.text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const findings: Finding[] = []
  for (const document of documents) {
    for (const error of document.errors) findings.push(toFinding(error, 'error', lines, context))
    for (const warning of document.warnings) findings.push(toFinding(warning, 'warning', lines, context))
  }
  return findings
}
