import { firstMatch, type FileRule, type LinePattern } from '../rule'
import type { SourceFile } from '../source'
import type { SkillSettings } from '../../types'

const WHY = 'reads its arguments without a declared skillyard.parameters-schema or any visible check: validate them and exit 2 on bad input'

/** Where a script takes in what the assistant sent. */
const READS_ARGUMENTS: readonly LinePattern[] = [
  { pattern: /\b(?:SKILLYARD_ARGS|LUCIA_SKILL_ARGS)\b/g, why: WHY },
  { pattern: /\bsys\.(?:stdin|argv)\b|\bfileinput\./g, why: WHY, languages: ['python'] },
  {
    pattern: /\bprocess\.(?:stdin|argv)\b|\breadFileSync\(\s{0,10}(?:0\b|["'`]\/dev\/stdin["'`])|\b(?:Deno\.args|Bun\.argv)\b/g,
    why: WHY,
    languages: ['node'],
  },
  {
    pattern: /\$(?:[1-9@*]|\{[1-9@*#])|(?:^|[\s;&|(])read[ \t]{1,20}(?:-[A-Za-z]{1,5}[ \t]{1,20}(?:\S{1,50}[ \t]{1,20})?){0,4}[A-Za-z_]|\$\([ \t]{0,5}cat[ \t]{0,5}\)|\/dev\/stdin\b/g,
    why: WHY,
    languages: ['shell'],
  },
]

/**
 * Signs that a script looks at its input before using it: a schema library, type checks, raising,
 * exiting non-zero, shell tests for empty values.
 */
const CHECKS =
  /\b(?:jsonschema|ajv|Ajv|zod|pydantic|BaseModel|argparse|isinstance|typeof|raise|throw|assert|validat\w{0,20})\b|\bz\.(?:object|string|number)\(|\bArray\.isArray\(|\bNumber\.is(?:Integer|Finite|NaN|SafeInteger)\(|\bexit[ \t]{1,10}[1-9]|\bsys\.exit\(\s{0,10}(?:[1-9]|["'])|\bprocess\.exit\(\s{0,10}[1-9]|\bprocess\.exitCode\s{0,10}=\s{0,10}[1-9]|\[\[?[ \t]{1,10}-[zn][ \t]|\btest[ \t]{1,10}-[zn][ \t]|\$#|\bif[ \t]{1,10}not\b|\$\{\w{1,50}:?\?|\bcase[ \t]{1,10}"?\$|\bjq[ \t]{1,10}-e\b/

/** Shell single quotes do not expand: `awk '{print $1}'` is not the script's own `$1`. */
const SHELL_SINGLE_QUOTED = /'[^'\n]{0,2000}'/g

function hasDeclaredSchema(settings: SkillSettings, path: string): boolean {
  const schema = settings.parametersSchema
  if (schema === null) return false
  return schema.kind === 'shared' || Object.prototype.hasOwnProperty.call(schema.schemas, path)
}

function codeOf(file: SourceFile, index: number): string {
  const line = file.lines[index] ?? ''
  return file.language === 'shell' ? line.replace(SHELL_SINGLE_QUOTED, (quoted) => `'${' '.repeat(quoted.length - 2)}'`) : line
}

export const argumentsUnvalidated: FileRule = {
  rule: 'arguments-unvalidated',
  check(file, context) {
    if (file.language === null || hasDeclaredSchema(context.settings, file.path)) return []
    let read: { line: number; index: number } | null = null
    for (let index = 0; index < file.lines.length; index += 1) {
      if (file.comment[index]) continue
      const code = codeOf(file, index)
      if (CHECKS.test(code)) return []
      if (read === null) {
        const hit = firstMatch(code, READS_ARGUMENTS, file.language)
        if (hit) read = { line: index + 1, index: hit.index }
      }
    }
    return read ? [{ ...read, why: `the script ${WHY}` }] : []
  },
}
