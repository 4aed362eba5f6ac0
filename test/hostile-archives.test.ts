import { describe, expect, it } from 'vitest'
import { SkillyardError } from '../lib/errors/skillyard-error'
import type { ImportScan } from '../lib/import/types'
import { scanZip } from '../lib/import/zip/scan-zip'
import { acceptedArchives, hostileArchives, type ArchiveCase } from './hostile-archives'

type Outcome = { scan: ImportScan } | { error: SkillyardError }

async function run(archive: ArchiveCase): Promise<{ outcome: Outcome; ms: number }> {
  const bytes = archive.build()
  const started = performance.now()
  try {
    const scan = await scanZip(bytes)
    return { outcome: { scan }, ms: performance.now() - started }
  } catch (error) {
    if (!(error instanceof SkillyardError)) throw error
    return { outcome: { error }, ms: performance.now() - started }
  }
}

function describeOutcome(outcome: Outcome): string {
  if ('error' in outcome) return `refused ${outcome.error.code}: ${outcome.error.message}`
  return `scanned: ${outcome.scan.candidates.map((c) => `${c.name} (${c.inspection.valid ? 'valid' : c.inspection.findings.map((f) => f.code).join(',')})`).join(', ')}`
}

function check(archive: ArchiveCase, outcome: Outcome): void {
  const expected = archive.expect
  const context = `${archive.name}: ${describeOutcome(outcome)}`
  if (expected.outcome === 'refused') {
    expect('error' in outcome, context).toBe(true)
    if (!('error' in outcome)) return
    expect(outcome.error.code, context).toBe(expected.code)
    if (expected.entry !== undefined) expect(outcome.error.details?.entry, context).toBe(expected.entry)
    return
  }
  expect('scan' in outcome, context).toBe(true)
  if (!('scan' in outcome)) return
  const { candidates, ignored } = outcome.scan
  if (expected.outcome === 'invalid') {
    const candidate = candidates.find((item) => item.name === expected.skill)
    expect(candidate?.inspection.valid, context).toBe(false)
    expect(candidate?.inspection.findings.filter((f) => f.severity === 'error').map((f) => f.code), context).toContain(expected.finding)
    return
  }
  expect(candidates.map((item) => item.name), context).toEqual(expected.skills)
  for (const candidate of candidates) expect(candidate.inspection.findings.filter((f) => f.severity === 'error'), context).toEqual([])
  for (const path of expected.ignored ?? []) expect(ignored.map((item) => item.path), context).toContain(path)
}

describe('hostile archives', () => {
  const cases = hostileArchives()

  it('has at least 25 hostile cases with unique names', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25)
    expect(new Set(cases.map((item) => item.name)).size).toBe(cases.length)
  })

  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_name, archive) => {
    const { outcome, ms } = await run(archive)
    check(archive, outcome)
    // Bombs and alias bombs are stopped early, not after doing the work they ask for.
    expect(ms, `${archive.name} took ${ms.toFixed(0)} ms`).toBeLessThan(3000)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('reports the macOS clutter it ignored when no skill is found', async () => {
    const archive = cases.find((item) => item.name === 'macos-clutter-only')!
    const { outcome } = await run(archive)
    expect('error' in outcome && outcome.error.details?.ignored).toEqual([
      { path: '__MACOSX/._SKILL.md', reason: expect.stringContaining('__MACOSX') },
      { path: '.DS_Store', reason: expect.stringContaining('.DS_Store') },
      { path: 'docs/.DS_Store', reason: expect.stringContaining('.DS_Store') },
      { path: 'Thumbs.db', reason: expect.stringContaining('Thumbs.db') },
    ])
  })

  it('keeps __proto__ and constructor keys in the frontmatter as data', async () => {
    const { outcome } = await run(hostileArchives().find((item) => item.name === 'proto-keys-in-frontmatter')!)
    if (!('scan' in outcome)) throw new Error(describeOutcome(outcome))
    const frontmatter = outcome.scan.candidates[0]!.inspection.document!.frontmatter
    expect(Object.hasOwn(frontmatter, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(frontmatter)).toBe(Object.prototype)
    const metadata = frontmatter.metadata as Record<string, unknown>
    expect(Object.hasOwn(metadata, '__proto__') && metadata.constructor).toBe('polluted')
  })

  it('keeps __proto__ and constructor keys in skill.json as metadata text', async () => {
    const { outcome } = await run(hostileArchives().find((item) => item.name === 'proto-keys-in-skill-json')!)
    if (!('scan' in outcome)) throw new Error(describeOutcome(outcome))
    const candidate = outcome.scan.candidates[0]!
    const metadata = candidate.inspection.document!.frontmatter.metadata as Record<string, unknown>
    expect(metadata['skill-json.__proto__']).toBe('{"polluted":true}')
    expect(metadata['skill-json.constructor']).toBe('{"prototype":{"polluted":true}}')
  })

  it('keeps a nested zip as a plain file, never opened', async () => {
    const { outcome } = await run(hostileArchives().find((item) => item.name === 'nested-zip')!)
    if (!('scan' in outcome)) throw new Error(describeOutcome(outcome))
    const inner = outcome.scan.candidates[0]!.files.find((file) => file.path === 'assets/inner.zip')
    expect(inner && Buffer.from(inner.bytes.subarray(0, 4)).toString('latin1')).toBe('PK\u0003\u0004')
  })
})

describe('accepted archive shapes', () => {
  it.each(acceptedArchives().map((item) => [item.name, item] as const))('%s', async (_name, archive) => {
    const { outcome } = await run(archive)
    check(archive, outcome)
  })

  it('reads SKILL.md at the root under its frontmatter name, with the executable bit', async () => {
    const { outcome } = await run(acceptedArchives().find((item) => item.name === 'root-skill-md')!)
    if (!('scan' in outcome)) throw new Error(describeOutcome(outcome))
    const [candidate] = outcome.scan.candidates
    expect(candidate?.folder).toBe('')
    expect(candidate?.files.map((file) => [file.path, file.executable])).toEqual([
      ['SKILL.md', false],
      ['scripts/run.sh', true],
    ])
  })

  it('decodes UTF-8 names written without the UTF-8 flag', async () => {
    const { outcome } = await run(acceptedArchives().find((item) => item.name === 'macos-archive-utility')!)
    if (!('scan' in outcome)) throw new Error(describeOutcome(outcome))
    expect(outcome.scan.candidates[0]?.files.map((file) => file.path)).toContain('r\u00e9sum\u00e9.md')
  })

  it('converts skill.json and shows the mapping', async () => {
    const { outcome } = await run(acceptedArchives().find((item) => item.name === 'skill-json-manifest')!)
    if (!('scan' in outcome)) throw new Error(describeOutcome(outcome))
    const candidate = outcome.scan.candidates[0]!
    expect(candidate.conversion?.mapping).toMatchObject({
      'name: disk_cleaner': 'name: disk-cleaner',
      'class: mutating': 'skillyard.tier: change',
    })
    expect(candidate.inspection.settings.tier).toBe('change')
    expect(candidate.inspection.settings.timeoutSeconds).toBe(60)
    expect(candidate.files.map((file) => file.path)).toEqual(['SKILL.md', 'run.sh'])
  })

  it('keeps skill.json as a plain file when SKILL.md is there, with a note', async () => {
    const { outcome } = await run(acceptedArchives().find((item) => item.name === 'skill-md-and-skill-json')!)
    if (!('scan' in outcome)) throw new Error(describeOutcome(outcome))
    const candidate = outcome.scan.candidates[0]!
    expect(candidate.conversion).toBeUndefined()
    expect(candidate.files.map((file) => file.path)).toContain('skill.json')
    expect(candidate.notes?.[0]).toContain('skill.json is kept as a plain file')
  })
})
