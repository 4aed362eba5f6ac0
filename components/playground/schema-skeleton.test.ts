import { describe, expect, it } from 'vitest'
import { callBody } from './playground-api'
import { optionalFieldsOf, parseArguments, skeletonOf, skeletonText, skillNameIn, skillNamesOf, withSkillName, type JsonSchema } from './schema-skeleton'

// The tool schemas as GET /api/agent/tools sends them (z.toJSONSchema, `name` as an enum of live skills).
const readResource: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string', enum: ['json-toolkit', 'skill-authoring'] }, path: { type: 'string', minLength: 1 } },
  required: ['name', 'path'],
}
const runScript: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string', enum: ['deploy'] }, script: { type: 'string' }, arguments: { type: 'object', description: "The script's arguments" } },
  required: ['name', 'script'],
}
const listSkills: JsonSchema = { type: 'object', properties: { includeDisabled: { type: 'boolean' }, query: { type: 'string', maxLength: 200 } } }

describe('skeletonOf', () => {
  it('fills required properties and leaves optional scalars out', () => {
    expect(skeletonOf(readResource)).toEqual({ name: 'json-toolkit', path: '' })
    expect(skeletonOf(listSkills)).toEqual({})
  })

  it('starts optional objects empty (run_skill_script arguments)', () => {
    expect(skeletonOf(runScript)).toEqual({ name: 'deploy', script: '', arguments: {} })
  })

  it('uses defaults, the first union branch and nested required objects', () => {
    const schema: JsonSchema = {
      properties: {
        limit: { type: 'integer', default: 10 },
        mode: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
        files: { type: 'object', properties: { 'SKILL.md': { type: 'string' } }, required: ['SKILL.md'] },
      },
      required: ['limit', 'mode', 'files'],
    }
    expect(skeletonOf(schema)).toEqual({ limit: 10, mode: false, files: { 'SKILL.md': '' } })
  })
})

describe('optionalFieldsOf', () => {
  it('names the properties the skeleton left out', () => {
    expect(optionalFieldsOf(listSkills)).toEqual([
      { name: 'includeDisabled', type: 'boolean' },
      { name: 'query', type: 'string' },
    ])
    expect(optionalFieldsOf(runScript)).toEqual([])
  })
})

describe('skill names', () => {
  it('reads the enum of live skills', () => {
    expect(skillNamesOf(readResource)).toEqual(['json-toolkit', 'skill-authoring'])
    expect(skillNamesOf(listSkills)).toBeNull()
  })

  it('sets the name and keeps what the owner typed', () => {
    expect(JSON.parse(withSkillName('{"name": "json-toolkit", "path": "../x"}', readResource, 'skill-authoring'))).toEqual({ name: 'skill-authoring', path: '../x' })
    expect(JSON.parse(withSkillName('{broken', readResource, 'skill-authoring'))).toEqual({ name: 'skill-authoring', path: '' })
    expect(JSON.parse(skeletonText(readResource, 'skill-authoring'))).toEqual({ name: 'skill-authoring', path: '' })
  })

  it('finds the chosen skill only when it is one of the live ones', () => {
    expect(skillNameIn('{"name": "skill-authoring"}', ['skill-authoring'])).toBe('skill-authoring')
    expect(skillNameIn('{"name": "gone"}', ['skill-authoring'])).toBeNull()
    expect(skillNameIn('[1]', ['skill-authoring'])).toBeNull()
  })
})

describe('parseArguments', () => {
  it('treats empty text as no arguments and reports broken JSON', () => {
    expect(parseArguments('  ')).toEqual({ ok: true, value: undefined })
    expect(parseArguments('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } })
    expect(parseArguments('{"a": ').ok).toBe(false)
  })
})

describe('callBody', () => {
  it('splices the arguments in as typed, so a repeated key reaches the server', () => {
    expect(callBody({ session: 's"1', tool: 'load_skill', argumentsText: ' {"name": "a", "name": "b"} ' })).toBe('{"session":"s\\"1","tool":"load_skill","arguments":{"name": "a", "name": "b"}}')
    expect(callBody({ session: 's1', tool: 'list_skills', argumentsText: '', approvalId: 'apr_1' })).toBe('{"session":"s1","tool":"list_skills","approvalId":"apr_1"}')
  })
})
