#!/usr/bin/env node
// Summarise a CSV text column by column: inferred type, missing values, distinct count,
// numeric statistics and the most frequent values.
// Arguments (JSON object on stdin, else in SKILLYARD_ARGS):
//   csv        string, required         the CSV text (RFC 4180 quoting, LF or CRLF)
//   delimiter  "auto" | "," | ";" | "\t" | "|", default "auto"
//   header     boolean, default true    whether the first row holds column names
//   top        integer 0-20, default 5  how many most frequent values to list per column
// Prints one JSON object on stdout; bad arguments exit 2 with "ERROR: ..." on stderr.
import { readFileSync } from 'node:fs'

const MAX_CSV_CHARS = 1_000_000
const MAX_ROWS = 100_000
const MAX_COLUMNS = 60
const MAX_DISTINCT = 10_000
const MAX_VALUE_CHARS = 80
const DELIMITERS = [',', '\t', ';', '|']
const MISSING = new Set(['', 'na', 'n/a', 'null', 'none', 'nan'])
const ALLOWED_ARGS = new Set(['csv', 'delimiter', 'header', 'top'])

function fail(message) {
  process.stderr.write(`ERROR: ${message}\n`)
  process.exit(2)
}

function readArgs() {
  let raw = ''
  if (!process.stdin.isTTY) {
    try {
      raw = readFileSync(0, 'utf8')
    } catch {
      raw = ''
    }
  }
  if (!raw.trim()) raw = process.env.SKILLYARD_ARGS ?? ''
  if (!raw.trim()) return {}
  let args
  try {
    args = JSON.parse(raw)
  } catch (error) {
    fail(`arguments are not a JSON object (${error.message}); send e.g. {"csv": "a,b\\n1,2"}`)
  }
  if (args === null || typeof args !== 'object' || Array.isArray(args)) fail('arguments must be a JSON object')
  return args
}

function detectDelimiter(text) {
  const firstLine = text.slice(0, 64 * 1024).split(/\r?\n/, 1)[0]
  let best = ','
  let bestCount = 0
  for (const candidate of DELIMITERS) {
    let count = 0
    let quoted = false
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted
      else if (char === candidate && !quoted) count++
    }
    if (count > bestCount) {
      best = candidate
      bestCount = count
    }
  }
  return best
}

/** RFC 4180 parser: quoted fields may hold delimiters, doubled quotes and newlines. */
function parseCsv(text, delimiter, warnings) {
  const rows = []
  let row = []
  let field = ''
  let quoted = false
  let fieldWasQuoted = false
  let line = 1
  let quoteLine = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === '"' && field === '' && !fieldWasQuoted) {
      quoted = true
      fieldWasQuoted = true
      quoteLine = line
    } else if (char === delimiter) {
      row.push(field)
      field = ''
      fieldWasQuoted = false
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      if (rows.length > MAX_ROWS) break
      row = []
      field = ''
      fieldWasQuoted = false
      line++
    } else {
      field += char
    }
  }
  if (quoted) warnings.push(`a quoted field opened on line ${quoteLine} is never closed; the rest of the text was read as that field`)
  if (field !== '' || row.length > 0 || fieldWasQuoted) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

function classify(value, decimalComma) {
  if (/^[+-]?\d+$/.test(value)) return 'integer'
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value)) return 'number'
  if (decimalComma && /^[+-]?\d+,\d+$/.test(value)) return 'number'
  if (/^(true|false)$/i.test(value)) return 'boolean'
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return 'date'
  return 'string'
}

const round = (x) => (Number.isFinite(x) ? Number(x.toPrecision(12)) : null)
const clip = (value) => (value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value)

function summarise(name, index, values, top, decimalComma) {
  const present = []
  let missing = 0
  for (const raw of values) {
    const value = raw.trim()
    if (MISSING.has(value.toLowerCase())) missing++
    else present.push(value)
  }
  const typeCounts = {}
  for (const value of present) {
    const kind = classify(value, decimalComma)
    typeCounts[kind] = (typeCounts[kind] ?? 0) + 1
  }
  const kinds = Object.keys(typeCounts)
  let type = 'empty'
  if (kinds.length === 1) type = kinds[0]
  else if (kinds.length === 2 && typeCounts.integer && typeCounts.number) type = 'number'
  else if (kinds.length > 1) type = 'mixed'

  const counts = new Map()
  let distinctCapped = false
  for (const value of present) {
    if (counts.has(value)) counts.set(value, counts.get(value) + 1)
    else if (counts.size < MAX_DISTINCT) counts.set(value, 1)
    else distinctCapped = true
  }
  const column = { name: clip(name), index, type, non_empty: present.length, missing, distinct: counts.size }
  if (distinctCapped) column.distinct_at_least = true
  if (type === 'mixed') column.type_counts = typeCounts

  if (type === 'integer' || type === 'number') {
    const numbers = present.map((value) => Number(value.replace(',', '.'))).sort((a, b) => a - b)
    const sum = numbers.reduce((a, b) => a + b, 0)
    const mean = sum / numbers.length
    const middle = numbers.length >> 1
    const median = numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2
    const variance = numbers.length > 1 ? numbers.reduce((a, b) => a + (b - mean) ** 2, 0) / (numbers.length - 1) : 0
    Object.assign(column, {
      min: round(numbers[0]),
      max: round(numbers[numbers.length - 1]),
      sum: round(sum),
      mean: round(mean),
      median: round(median),
      stdev: round(Math.sqrt(variance)),
    })
  } else if (type === 'date') {
    const sorted = [...present].sort()
    Object.assign(column, { min: sorted[0], max: sorted[sorted.length - 1] })
  } else if (present.length) {
    const lengths = present.map((value) => [...value].length)
    Object.assign(column, {
      min_length: lengths.reduce((a, b) => Math.min(a, b)),
      max_length: lengths.reduce((a, b) => Math.max(a, b)),
    })
  }
  if (top > 0 && present.length) {
    column.top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, top)
      .map(([value, count]) => ({ value: clip(value), count }))
  }
  return column
}

function main() {
  const args = readArgs()
  const unknown = Object.keys(args).filter((key) => !ALLOWED_ARGS.has(key))
  if (unknown.length) fail(`unknown argument(s) ${unknown.join(', ')}; allowed: csv, delimiter, header, top`)
  let { csv, delimiter = 'auto', header = true, top = 5 } = args
  if (typeof csv !== 'string') fail('"csv" is required and must be a string holding the CSV text, e.g. {"csv": "a,b\\n1,2"}')
  if (csv.length > MAX_CSV_CHARS) fail(`"csv" is ${csv.length} characters; the limit is ${MAX_CSV_CHARS}`)
  if (delimiter === 'tab' || delimiter === '\\t') delimiter = '\t'
  if (delimiter !== 'auto' && !DELIMITERS.includes(delimiter)) fail('"delimiter" must be "auto", ",", ";", "|" or a tab ("\\t")')
  if (typeof header !== 'boolean') fail('"header" must be true or false')
  if (!Number.isInteger(top) || top < 0 || top > 20) fail('"top" must be an integer from 0 to 20')

  const warnings = []
  const text = csv.replace(/^\uFEFF/, '')
  const used = delimiter === 'auto' ? detectDelimiter(text) : delimiter
  const parsed = parseCsv(text, used, warnings)
  let blank = 0
  const rows = parsed.filter((row) => {
    const empty = row.length === 1 && row[0].trim() === ''
    if (empty) blank++
    return !empty
  })
  if (parsed.length > MAX_ROWS) warnings.push(`only the first ${MAX_ROWS} rows were read`)
  if (!rows.length) fail('"csv" holds no rows')

  const width = rows.reduce((most, row) => Math.max(most, row.length), 0)
  let names
  let data = rows
  if (header) {
    const seen = new Map()
    names = Array.from({ length: width }, (_, i) => {
      let name = (rows[0][i] ?? '').trim() || `column_${i + 1}`
      const n = (seen.get(name) ?? 0) + 1
      seen.set(name, n)
      if (n > 1) {
        warnings.push(`column name "${clip(name)}" repeats; the copy is called "${clip(name)}_${n}"`)
        name = `${name}_${n}`
      }
      return name
    })
    data = rows.slice(1)
  } else {
    names = Array.from({ length: width }, (_, i) => `column_${i + 1}`)
  }

  const expected = header ? rows[0].length : width
  const ragged = []
  let raggedCount = 0
  data.forEach((row, i) => {
    if (row.length !== expected) {
      raggedCount++
      if (ragged.length < 5) ragged.push({ row: i + 1, fields: row.length })
    }
  })
  if (raggedCount) warnings.push(`${raggedCount} row(s) have a different number of fields than ${header ? 'the header' : 'the widest row'} (${expected})`)
  if (width === 1 && delimiter === 'auto' && rows.length > 1) warnings.push('only one column was found; pass "delimiter" if the guess was wrong')

  const shown = Math.min(width, MAX_COLUMNS)
  const columns = []
  for (let c = 0; c < shown; c++) columns.push(summarise(names[c], c, data.map((row) => row[c] ?? ''), top, used !== ','))
  const result = {
    rows: data.length,
    columns: width,
    delimiter: used,
    header,
    blank_lines_skipped: blank,
    summary: columns,
  }
  if (width > shown) result.columns_omitted = names.slice(shown).map(clip)
  if (raggedCount) result.ragged_rows = { count: raggedCount, examples: ragged }
  if (warnings.length) result.warnings = warnings
  // One column per line keeps the output readable and its size predictable.
  const lines = Object.entries(result).map(([key, value]) =>
    key === 'summary'
      ? `  "summary": [\n${value.map((column) => `    ${JSON.stringify(column)}`).join(',\n')}\n  ]`
      : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  )
  process.stdout.write(`{\n${lines.join(',\n')}\n}\n`)
}

main()
