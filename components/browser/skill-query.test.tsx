import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SkillSummary } from '@/lib/store/types'
import { EMPTY_QUERY, applyQuery, facetCounts, isFiltered, parseQuery, queryString, toBrowserSkill, type BrowserQuery } from './skill-query'
import { SkillRow } from './skill-row'

function summary(name: string, over: Partial<SkillSummary> = {}): SkillSummary {
  const at = new Date('2026-01-01T00:00:00Z')
  return {
    name,
    description: `Does ${name} things.`,
    builtIn: false,
    author: 'owner',
    source: { kind: 'editor' },
    status: 'disabled',
    currentHash: 'a'.repeat(64),
    approvedHash: null,
    tier: 'read',
    errorCount: 0,
    warningCount: 0,
    fileCount: 1,
    totalSize: 100,
    hasScripts: false,
    versionCount: 1,
    createdAt: at,
    updatedAt: at,
    lastOwnerEditAt: null,
    lockedAt: null,
    draft: null,
    ...over,
  } as SkillSummary
}

const skills = [
  summary('pdf-forms', { status: 'live', approvedHash: 'a'.repeat(64), hasScripts: true, tier: 'change', updatedAt: new Date('2026-03-01T00:00:00Z') }),
  summary('draft-idea', { author: 'assistant', description: 'An assistant DRAFT about PDFs.' }),
  summary('locked-draft', { author: 'assistant', lockedAt: new Date('2026-02-01T00:00:00Z') }),
  summary('drifted', { status: 'changed', approvedHash: 'b'.repeat(64), errorCount: 2, updatedAt: new Date('2026-02-15T00:00:00Z') }),
  summary('json-toolkit', { builtIn: true, author: 'builtin', status: 'live', approvedHash: 'a'.repeat(64), hasScripts: true }),
].map(toBrowserSkill)

const query = (over: Partial<BrowserQuery>): BrowserQuery => ({ ...EMPTY_QUERY, ...over })
const shown = (over: Partial<BrowserQuery>) => applyQuery(skills, query(over)).map((skill) => skill.name)

describe('skill browser query', () => {
  it('marks as draft only assistant skills never approved and never locked', () => {
    expect(skills.filter((skill) => skill.draft).map((skill) => skill.name)).toEqual(['draft-idea'])
  })

  it('searches every word in the name or description, ignoring case', () => {
    expect(shown({ q: 'pdf' })).toEqual(['draft-idea', 'pdf-forms'])
    expect(shown({ q: 'ASSISTANT pdfs' })).toEqual(['draft-idea'])
    expect(shown({ q: '  ' })).toHaveLength(5)
    expect(shown({ q: 'pdf nothing-like-this' })).toEqual([])
  })

  it('filters by status, where a draft is also disabled', () => {
    expect(shown({ status: 'live' })).toEqual(['json-toolkit', 'pdf-forms'])
    expect(shown({ status: 'disabled' })).toEqual(['draft-idea', 'locked-draft'])
    expect(shown({ status: 'draft' })).toEqual(['draft-idea'])
    expect(shown({ status: 'changed' })).toEqual(['drifted'])
  })

  it('combines author, tier, scripts and errors', () => {
    expect(shown({ author: 'builtin' })).toEqual(['json-toolkit'])
    expect(shown({ tier: 'change' })).toEqual(['pdf-forms'])
    expect(shown({ scripts: true })).toEqual(['json-toolkit', 'pdf-forms'])
    expect(shown({ scripts: true, author: 'owner' })).toEqual(['pdf-forms'])
    expect(shown({ errors: true })).toEqual(['drifted'])
  })

  it('sorts by name, or newest update first with the name breaking ties', () => {
    expect(shown({})).toEqual(['draft-idea', 'drifted', 'json-toolkit', 'locked-draft', 'pdf-forms'])
    expect(shown({ sort: 'updated' })).toEqual(['pdf-forms', 'drifted', 'draft-idea', 'json-toolkit', 'locked-draft'])
  })

  it('counts each option of a filter with the other filters applied', () => {
    const counts = facetCounts(skills, query({ status: 'live', q: 'pdf' }))
    // Status counts ignore the status filter but keep the search.
    expect(counts.status).toEqual({ live: 1, disabled: 1, changed: 0, draft: 1 })
    // Author counts keep both the status filter and the search.
    expect(counts.author).toEqual({ owner: 1, assistant: 0, import: 0, builtin: 0 })
    expect(counts.scripts).toBe(1)
    expect(counts.errors).toBe(0)
  })

  it('round-trips through the URL, leaving out defaults and ignoring unknown values', () => {
    const full = query({ q: 'pdf forms', status: 'draft', author: 'assistant', tier: 'destructive', scripts: true, errors: true, sort: 'updated' })
    const text = queryString(full)
    expect(text).toBe('?q=pdf+forms&status=draft&author=assistant&tier=destructive&scripts=1&errors=1&sort=updated')
    expect(parseQuery(new URLSearchParams(text))).toEqual(full)
    expect(queryString(EMPTY_QUERY)).toBe('')
    expect(parseQuery(new URLSearchParams('?status=bogus&sort=size&tier=toString&scripts=yes'))).toEqual(EMPTY_QUERY)
    expect(isFiltered(query({ sort: 'updated' }))).toBe(false)
    expect(isFiltered(query({ errors: true }))).toBe(true)
  })
})

describe('SkillRow', () => {
  const render = (name: string) => renderToStaticMarkup(<SkillRow skill={skills.find((skill) => skill.name === name)!} />)

  it('shows counts only when above zero and one badge for a built-in', () => {
    const drifted = render('drifted')
    expect(drifted).toContain('Changed since approval')
    expect(drifted).toContain('2 errors')
    expect(drifted).not.toContain('warning')
    const builtin = render('json-toolkit')
    expect(builtin).toContain('Built-in')
    expect(builtin).not.toContain('built-in') // the author badge would repeat it
    expect(builtin).toContain('scripts')
    expect(render('draft-idea')).toContain('Draft')
  })
})
