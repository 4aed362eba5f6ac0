import { describe, expect, it } from 'vitest'
import { LIMITS } from './limits'
import { readSkillSettings } from './settings'
import { VALID_HEADER, codes, inspectMd, skillMd } from './test-support'

/** Inspects a skill whose metadata has the given lines (indented for you). */
const withMetadata = (...lines: string[]) => inspectMd(skillMd([...VALID_HEADER, 'metadata:', ...lines.map((line) => `  ${line}`)]))

const only = (result: ReturnType<typeof withMetadata>) => result.findings.map((item) => [item.code, item.severity, item.field])

describe('settings: tier', () => {
  it.each(['read', 'change', 'destructive'])('accepts %j', (tier) => {
    const result = withMetadata(`skillyard.tier: ${tier}`)
    expect(result.findings).toEqual([])
    expect(result.settings.tier).toBe(tier)
  })
  it.each(['Read', 'write', '""'])('rejects %j and keeps the default', (tier) => {
    const result = withMetadata(`skillyard.tier: ${tier}`)
    expect(only(result)).toEqual([['tier_invalid', 'error', 'metadata.skillyard.tier']])
    expect(result.findings[0]?.message).toContain("must be one of 'read', 'change', 'destructive'")
    expect(result.findings[0]?.origin).toBe('skillyard')
    expect(result.settings.tier).toBe('read')
  })
  it('accepts the lucia.tier alias', () => {
    expect(withMetadata('lucia.tier: destructive').settings.tier).toBe('destructive')
  })
  it('rejects a tier that is not text', () => {
    expect(codes(withMetadata('skillyard.tier: [read]').findings)).toEqual(['tier_invalid'])
  })
})

describe('settings: execution', () => {
  it('accepts sandbox from either key', () => {
    expect(withMetadata('skillyard.execution: sandbox').findings).toEqual([])
    expect(withMetadata('lucia.execution: sandbox').settings.execution).toBe('sandbox')
  })
  it.each(['node', 'spark'])('rejects lucia.execution %j as unsupported', (mode) => {
    const result = withMetadata(`lucia.execution: ${mode}`)
    expect(only(result)).toEqual([['execution_unsupported', 'error', 'metadata.lucia.execution']])
    expect(result.findings[0]?.message).toContain("use 'sandbox'")
  })
  it('rejects an unknown execution', () => {
    expect(codes(withMetadata('skillyard.execution: docker').findings)).toEqual(['execution_invalid'])
  })
})

describe('settings: timeout-seconds', () => {
  it.each([
    ['1', 1],
    ['45', 45],
    [String(LIMITS.timeoutSecondsMax), LIMITS.timeoutSecondsMax],
  ])('accepts %j', (text, seconds) => {
    const result = withMetadata(`skillyard.timeout-seconds: ${text}`)
    expect(result.findings).toEqual([])
    expect(result.settings.timeoutSeconds).toBe(seconds)
  })
  it.each(['0', String(LIMITS.timeoutSecondsMax + 1), '1.5', '-3', 'ten', '""', '1e2'])('rejects %j', (text) => {
    const result = withMetadata(`skillyard.timeout-seconds: ${text}`)
    expect(codes(result.findings)).toEqual(['timeout_invalid'])
    expect(result.findings[0]?.message).toContain(`from 1 to ${LIMITS.timeoutSecondsMax}`)
    expect(result.settings.timeoutSeconds).toBe(LIMITS.timeoutSecondsDefault)
  })
  it('accepts the lucia alias', () => {
    expect(withMetadata('lucia.timeout-seconds: 60').settings.timeoutSeconds).toBe(60)
  })
})

describe('settings: allowed-domains and network', () => {
  it('reads a space- and comma-separated list, lower-cased, without repeats, and implies the allowlist', () => {
    const result = withMetadata('skillyard.allowed-domains: "api.example.com, *.Example.org  cdn.example.net,api.example.com"')
    expect(result.findings).toEqual([])
    expect(result.settings.allowedDomains).toEqual(['api.example.com', '*.example.org', 'cdn.example.net'])
    expect(result.settings.network).toBe('allowlist')
  })
  it.each(['https://api.example.com', 'api.example.com:443', 'api.example.com/path', '*.com', '*', 'a_b.example.com', '-x.example.com', 'bücher.de', 'x..y'])(
    'rejects %j',
    (domain) => {
      const result = withMetadata(`skillyard.allowed-domains: "${domain}"`)
      expect(codes(result.findings)).toEqual(['allowed_domains_invalid'])
      expect(result.findings[0]?.message).toContain('api.example.com or *.example.com')
    },
  )
  it(`accepts ${LIMITS.allowedDomains} domains and rejects one more`, () => {
    const list = (count: number) => Array.from({ length: count }, (_, i) => `h${i}.example.com`).join(' ')
    expect(withMetadata(`skillyard.allowed-domains: ${list(LIMITS.allowedDomains)}`).findings).toEqual([])
    expect(codes(withMetadata(`skillyard.allowed-domains: ${list(LIMITS.allowedDomains + 1)}`).findings)).toEqual([
      'allowed_domains_too_many',
    ])
  })
  it('defaults to no network', () => {
    expect(withMetadata('author: me').settings.network).toBe('none')
  })
  it('accepts network none and allowlist (with domains)', () => {
    expect(withMetadata('skillyard.network: none').findings).toEqual([])
    const allow = withMetadata('skillyard.network: allowlist', 'skillyard.allowed-domains: api.example.com')
    expect(allow.findings).toEqual([])
    expect(allow.settings).toMatchObject({ network: 'allowlist', allowedDomains: ['api.example.com'] })
  })
  it('rejects an allowlist without domains', () => {
    expect(only(withMetadata('skillyard.network: allowlist'))).toEqual([['network_allowlist_empty', 'error', 'metadata.skillyard.network']])
  })
  it('warns when domains are listed but the network is none', () => {
    const result = withMetadata('skillyard.network: none', 'skillyard.allowed-domains: api.example.com')
    expect(result.valid).toBe(true)
    expect(codes(result.findings)).toEqual(['allowed_domains_unused'])
    expect(result.settings.network).toBe('none')
  })
  it('rejects lucia.network bridge with an explanation', () => {
    const result = withMetadata('lucia.network: bridge')
    expect(only(result)).toEqual([['network_invalid', 'error', 'metadata.lucia.network']])
    expect(result.findings[0]?.message).toContain("Use 'allowlist' together with skillyard.allowed-domains")
  })
  it('rejects an unknown network', () => {
    expect(codes(withMetadata('skillyard.network: host').findings)).toEqual(['network_invalid'])
  })
  it('accepts the lucia.allowed-domains alias', () => {
    expect(withMetadata('lucia.allowed-domains: api.example.com').settings.allowedDomains).toEqual(['api.example.com'])
  })
})

describe('settings: parameters schema', () => {
  const shared = { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } }

  it('accepts one schema as a YAML mapping', () => {
    const result = withMetadata('skillyard.parameters-schema:', '  type: object', '  properties:', '    n: {type: integer, minimum: 1}')
    expect(result.findings).toEqual([])
    expect(result.settings.parametersSchema).toEqual({ kind: 'shared', schema: shared })
  })
  it('accepts one schema as JSON text, under the parameters_schema alias', () => {
    const result = withMetadata(`parameters_schema: '${JSON.stringify(shared)}'`)
    expect(result.findings).toEqual([])
    expect(result.settings.parametersSchema).toEqual({ kind: 'shared', schema: shared })
  })
  it('accepts a map from script path to schema', () => {
    const result = inspectMd(
      skillMd([...VALID_HEADER, 'metadata:', '  skillyard.parameters-schema:', '    scripts/run.py: {type: object}', '    tool.sh: {type: object, required: [x]}']),
      { files: [{ path: 'scripts/run.py', bytes: new Uint8Array(), executable: false }, { path: 'tool.sh', bytes: new Uint8Array(), executable: true }] },
    )
    expect(result.findings).toEqual([])
    expect(result.settings.parametersSchema).toEqual({
      kind: 'per-script',
      schemas: { 'scripts/run.py': { type: 'object' }, 'tool.sh': { type: 'object', required: ['x'] } },
    })
  })
  it.each([
    ['a schema without type object', ['skillyard.parameters-schema:', '  type: array'], 'must have "type": "object"'],
    ['a schema with no type', ['skillyard.parameters-schema:', '  properties: {}'], 'must have "type": "object"'],
    ['invalid JSON text', [`skillyard.parameters-schema: '{"type": '`], 'is not valid JSON text'],
    ['JSON text that is not an object', [`skillyard.parameters-schema: '[1]'`], 'must be a JSON Schema object'],
    ['a YAML list', ['skillyard.parameters-schema: [a]'], 'must be a JSON Schema object'],
    ['a per-script schema without type object', ['skillyard.parameters-schema:', '  scripts/a.py: {type: string}'], "'scripts/a.py'"],
  ])('rejects %s', (_label, lines, text) => {
    const result = withMetadata(...lines)
    expect(codes(result.findings)).toEqual(['parameters_schema_invalid'])
    expect(result.findings[0]?.message).toContain(text)
    expect(result.settings.parametersSchema).toBeNull()
  })
})

describe('settings: aliases and unknown keys', () => {
  it('accepts a key and its alias when they agree', () => {
    const result = withMetadata('skillyard.tier: change', 'lucia.tier: change')
    expect(result.findings).toEqual([])
    expect(result.settings.tier).toBe('change')
  })
  it('rejects a key and its alias that disagree', () => {
    const result = withMetadata('skillyard.tier: read', 'lucia.tier: destructive')
    expect(only(result)).toEqual([['setting_conflict', 'error', 'metadata.lucia.tier']])
    expect(result.findings[0]?.message).toBe(
      'metadata.skillyard.tier and metadata.lucia.tier disagree ("read" and "destructive"); keep only metadata.skillyard.tier',
    )
  })
  it('compares domain lists as lists', () => {
    expect(withMetadata('skillyard.allowed-domains: a.example.com b.example.com', 'lucia.allowed-domains: "A.example.com,b.example.com"').findings).toEqual([])
    expect(codes(withMetadata('skillyard.allowed-domains: a.example.com', 'lucia.allowed-domains: b.example.com').findings)).toEqual(['setting_conflict'])
  })
  it('compares parameters schemas structurally', () => {
    const result = withMetadata('skillyard.parameters-schema: {type: object}', `parameters_schema: '{"type":"object"}'`)
    expect(result.findings).toEqual([])
  })
  it('warns about an unknown skillyard.* key and ignores other lucia.* keys', () => {
    const result = withMetadata('skillyard.teir: read', 'lucia.author: assistant')
    expect(only(result)).toEqual([['setting_unknown', 'warning', 'metadata.skillyard.teir']])
  })
  it('reads nothing from metadata that is not a mapping', () => {
    expect(readSkillSettings('text').findings).toEqual([])
    expect(readSkillSettings(undefined).settings.tier).toBe('read')
  })
})
