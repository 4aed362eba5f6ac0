import { isMap, isNode, isScalar, parseDocument, type Document, type YAMLError } from 'yaml'
import { finding } from './finding'
import { LIMITS } from './limits'
import { NonTextKeyError, getOwn, isPlainObject, setOwn, toPlain } from './plain-data'
import { PARAMETERS_SCHEMA_KEYS } from './setting-keys'
import type { Finding } from './types'

export interface Position {
  line: number
  column: number
}

export interface FrontmatterYaml {
  frontmatter: Record<string, unknown> | null
  findings: Finding[]
  /** Where each key starts in SKILL.md: `name`, `metadata`, `metadata.skillyard.tier`, … */
  positions: Map<string, Position>
}

/** At most this many YAML errors are reported; after the first few they are mostly echoes. */
const MAX_YAML_ERRORS = 10

/** Turns an offset inside `text` into a 1-based line/column of SKILL.md (columns in UTF-16 units, as Monaco counts). */
function locator(text: string, firstLine: number): (offset: number) => Position {
  const lineStarts = [0]
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1)
  return (offset) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((lineStarts[middle] ?? 0) <= offset) low = middle
      else high = middle - 1
    }
    return { line: firstLine + low, column: offset - (lineStarts[low] ?? 0) + 1 }
  }
}

const PARSE_OPTIONS = { uniqueKeys: true, prettyErrors: false, version: '1.2' } as const

/**
 * Parses the frontmatter text.
 *
 * Scalars: the document is read with the YAML `failsafe` schema, so every scalar is a string —
 * `version: 1.0` is "1.0" and `description: true` is "true" — as skills-ref (strictyaml) reads
 * it. A typed schema would silently turn `version: 1.10` into 1.1 and `name: no` into false.
 * The one exception is a parameters schema given as a YAML mapping under `metadata`: JSON
 * Schema needs typed values (`minimum: 1`, `additionalProperties: false`), so that subtree is
 * taken from a second parse with the `core` schema.
 *
 * Unlike strictyaml, flow style (`{a: b}`) is accepted. Duplicate keys are errors. Aliases are
 * bounded by LIMITS.yamlAliases when the document becomes JS values, so a "billion laughs"
 * document fails fast; stack overflows on absurd nesting become findings too.
 */
export function parseFrontmatterYaml(text: string, firstLine: number, path = 'SKILL.md'): FrontmatterYaml {
  const at = locator(text, firstLine)
  const positions = new Map<string, Position>()
  const fail = (items: Finding[]): FrontmatterYaml => ({ frontmatter: null, findings: items, positions })
  const yamlFinding = (error: YAMLError): Finding => {
    const place = at(error.pos[0])
    const message = `Invalid YAML in frontmatter: ${error.message} (line ${place.line}, column ${place.column})`
    const code = error.message.includes('call stack') ? 'yaml_too_deep' : 'yaml_invalid'
    return finding(code, 'error', 'skills-ref', message, { path, ...place })
  }

  let doc: Document
  try {
    doc = parseDocument(text, { ...PARSE_OPTIONS, schema: 'failsafe' })
  } catch (error) {
    return fail([thrownFinding(error, path)])
  }
  if (doc.errors.length > 0) return fail(doc.errors.slice(0, MAX_YAML_ERRORS).map(yamlFinding))

  const findings: Finding[] = doc.warnings.slice(0, MAX_YAML_ERRORS).map((warning) => {
    const place = at(warning.pos[0])
    return finding('yaml_warning', 'warning', 'skillyard', `YAML warning in frontmatter: ${warning.message}`, {
      path,
      ...place,
    })
  })

  if (!isMap(doc.contents)) {
    const place = doc.contents?.range ? at(doc.contents.range[0]) : { line: firstLine, column: 1 }
    return fail([
      ...findings,
      finding('frontmatter_not_mapping', 'error', 'skills-ref', 'SKILL.md frontmatter must be a YAML mapping', {
        path,
        ...place,
      }),
    ])
  }

  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key) || !pair.key.range) continue
    const key = String(pair.key.value)
    positions.set(key, at(pair.key.range[0]))
    if (key === 'metadata' && isMap(pair.value)) {
      for (const inner of pair.value.items) {
        if (isScalar(inner.key) && inner.key.range) positions.set(`metadata.${String(inner.key.value)}`, at(inner.key.range[0]))
      }
    }
  }

  let frontmatter: Record<string, unknown>
  try {
    const plain = toPlain(doc.toJS({ maxAliasCount: LIMITS.yamlAliases, mapAsMap: true }))
    frontmatter = isPlainObject(plain) ? plain : {}
  } catch (error) {
    return fail([...findings, thrownFinding(error, path)])
  }

  findings.push(...typedParametersSchema(text, frontmatter, path))
  return { frontmatter, findings, positions }
}

/** Replaces a parameters schema written as a YAML mapping with its `core`-schema (typed) reading. */
function typedParametersSchema(text: string, frontmatter: Record<string, unknown>, path: string): Finding[] {
  const metadata = getOwn(frontmatter, 'metadata')
  if (!isPlainObject(metadata)) return []
  const keys = PARAMETERS_SCHEMA_KEYS.filter((key) => isPlainObject(getOwn(metadata, key)) || Array.isArray(getOwn(metadata, key)))
  if (keys.length === 0) return []
  try {
    const core = parseDocument(text, { ...PARSE_OPTIONS, schema: 'core' })
    if (core.errors.length > 0) {
      const first = core.errors[0]
      return keys.map((key) =>
        finding('parameters_schema_invalid', 'error', 'skillyard', `metadata.${key} could not be read with typed YAML values: ${first?.message ?? 'unknown error'}`, {
          field: `metadata.${key}`,
          path,
        }),
      )
    }
    for (const key of keys) {
      const node = core.getIn(['metadata', key], true)
      if (!isNode(node)) continue
      setOwn(metadata, key, toPlain(node.toJS(core, { maxAliasCount: LIMITS.yamlAliases, mapAsMap: true })))
    }
    return []
  } catch (error) {
    return [thrownFinding(error, path)]
  }
}

/** Maps what `yaml` or our conversion threw for hostile content to a finding; anything else is a bug and is rethrown. */
function thrownFinding(error: unknown, path: string): Finding {
  if (error instanceof ReferenceError && /alias/i.test(error.message)) {
    return finding(
      'yaml_alias_limit',
      'error',
      'skillyard',
      `Invalid YAML in frontmatter: aliases expand too far (more than ${LIMITS.yamlAliases} alias expansions); write the values out instead`,
      { path },
    )
  }
  if (error instanceof RangeError) {
    return finding('yaml_too_deep', 'error', 'skillyard', 'Invalid YAML in frontmatter: the frontmatter is nested too deeply', { path })
  }
  if (error instanceof NonTextKeyError) {
    return finding('yaml_invalid', 'error', 'skillyard', `Invalid YAML in frontmatter: ${error.message}`, { path })
  }
  throw error
}
