/**
 * The skill browser's search, filters and sort as pure functions over rows already in memory,
 * so the page loads every skill in one query and filtering never goes back to the server.
 * The query lives in the URL (`?q=pdf&status=live&sort=updated`); defaults are left out.
 */
import type { SkillSummary } from '@/lib/store/types'
import type { Tier } from '@/lib/skill/types'

/** One row as the browser needs it: plain values only, so it crosses the server/client line as is. */
export type BrowserSkill = Pick<
  SkillSummary,
  'name' | 'description' | 'builtIn' | 'author' | 'status' | 'tier' | 'errorCount' | 'warningCount' | 'fileCount' | 'totalSize' | 'hasScripts' | 'versionCount'
> & {
  /** ISO time, newest first when sorting by updated. */
  updatedAt: string
  /** Written by the assistant and never yet approved or edited by the owner. */
  draft: boolean
}

export function toBrowserSkill(skill: SkillSummary): BrowserSkill {
  return {
    name: skill.name,
    description: skill.description,
    builtIn: skill.builtIn,
    author: skill.author,
    status: skill.status,
    tier: skill.tier,
    errorCount: skill.errorCount,
    warningCount: skill.warningCount,
    fileCount: skill.fileCount,
    totalSize: skill.totalSize,
    hasScripts: skill.hasScripts,
    versionCount: skill.versionCount,
    updatedAt: new Date(skill.updatedAt).toISOString(),
    draft: skill.author === 'assistant' && skill.approvedHash === null && skill.lockedAt === null,
  }
}

export type StatusFilter = 'live' | 'disabled' | 'changed' | 'draft'
export type AuthorFilter = SkillSummary['author']
export type SortOrder = 'name' | 'updated'

/** Option values with their labels, in display order; the Record types make every value appear once. */
export const STATUS_OPTIONS: Record<StatusFilter, string> = {
  live: 'Live',
  disabled: 'Disabled',
  changed: 'Changed since approval',
  draft: 'Draft',
}
export const AUTHOR_OPTIONS: Record<AuthorFilter, string> = {
  owner: 'Owner',
  assistant: 'Assistant',
  import: 'Imported',
  builtin: 'Built-in',
}
export const TIER_OPTIONS: Record<Tier, string> = {
  read: 'Read',
  change: 'Change',
  destructive: 'Destructive',
}
export const SORT_OPTIONS: Record<SortOrder, string> = {
  name: 'Name (A–Z)',
  updated: 'Recently updated',
}

export interface BrowserQuery {
  q: string
  status: StatusFilter | null
  author: AuthorFilter | null
  tier: Tier | null
  scripts: boolean
  errors: boolean
  sort: SortOrder
}

export const EMPTY_QUERY: BrowserQuery = { q: '', status: null, author: null, tier: null, scripts: false, errors: false, sort: 'name' }

function oneOf<T extends string>(options: Record<T, string>, value: string | null): T | null {
  return value !== null && Object.hasOwn(options, value) ? (value as T) : null
}

/** Reads the query from URL parameters; unknown values are ignored rather than matching nothing. */
export function parseQuery(params: { get(name: string): string | null }): BrowserQuery {
  return {
    q: params.get('q') ?? '',
    status: oneOf(STATUS_OPTIONS, params.get('status')),
    author: oneOf(AUTHOR_OPTIONS, params.get('author')),
    tier: oneOf(TIER_OPTIONS, params.get('tier')),
    scripts: params.get('scripts') === '1',
    errors: params.get('errors') === '1',
    sort: oneOf(SORT_OPTIONS, params.get('sort')) ?? 'name',
  }
}

/** The URL query string for a query (`''` for the defaults), in a fixed order so URLs compare equal. */
export function queryString(query: BrowserQuery): string {
  const params = new URLSearchParams()
  if (query.q.trim()) params.set('q', query.q)
  if (query.status) params.set('status', query.status)
  if (query.author) params.set('author', query.author)
  if (query.tier) params.set('tier', query.tier)
  if (query.scripts) params.set('scripts', '1')
  if (query.errors) params.set('errors', '1')
  if (query.sort !== 'name') params.set('sort', query.sort)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Whether anything narrows the list (the sort order does not). */
export function isFiltered(query: BrowserQuery): boolean {
  return queryString({ ...query, sort: 'name' }) !== ''
}

export function matchesStatus(skill: BrowserSkill, status: StatusFilter): boolean {
  // A draft is also disabled: "Disabled" lists it too, "Draft" lists only drafts.
  return status === 'draft' ? skill.draft : skill.status === status
}

type Facet = 'search' | 'status' | 'author' | 'tier' | 'scripts' | 'errors'

/** Every filter except `skip`, so a facet's counts say what choosing each of its options would show. */
function predicate(query: BrowserQuery, skip?: Facet): (skill: BrowserSkill) => boolean {
  const terms = query.q.toLowerCase().split(/\s+/).filter(Boolean)
  return (skill) =>
    (skip === 'search' || terms.every((term) => skill.name.toLowerCase().includes(term) || skill.description.toLowerCase().includes(term))) &&
    (skip === 'status' || query.status === null || matchesStatus(skill, query.status)) &&
    (skip === 'author' || query.author === null || skill.author === query.author) &&
    (skip === 'tier' || query.tier === null || skill.tier === query.tier) &&
    (skip === 'scripts' || !query.scripts || skill.hasScripts) &&
    (skip === 'errors' || !query.errors || skill.errorCount > 0)
}

/** The rows the query shows, in its sort order. */
export function applyQuery(skills: readonly BrowserSkill[], query: BrowserQuery): BrowserSkill[] {
  const shown = skills.filter(predicate(query))
  const byName = (a: BrowserSkill, b: BrowserSkill) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  return shown.sort(query.sort === 'updated' ? (a, b) => b.updatedAt.localeCompare(a.updatedAt) || byName(a, b) : byName)
}

export interface FacetCounts {
  status: Record<StatusFilter, number>
  author: Record<AuthorFilter, number>
  tier: Record<Tier, number>
  scripts: number
  errors: number
}

function countBy<K extends string>(options: Record<K, string>, rows: readonly BrowserSkill[], test: (skill: BrowserSkill, option: K) => boolean): Record<K, number> {
  const counts = {} as Record<K, number>
  for (const option of Object.keys(options) as K[]) counts[option] = rows.filter((skill) => test(skill, option)).length
  return counts
}

/**
 * For each filter, how many rows each of its options would show with the other filters kept.
 * Linear in the number of skills per option: about 3,000 checks for 200 skills.
 */
export function facetCounts(skills: readonly BrowserSkill[], query: BrowserQuery): FacetCounts {
  const without = (facet: Facet) => skills.filter(predicate(query, facet))
  return {
    status: countBy(STATUS_OPTIONS, without('status'), matchesStatus),
    author: countBy(AUTHOR_OPTIONS, without('author'), (skill, author) => skill.author === author),
    tier: countBy(TIER_OPTIONS, without('tier'), (skill, tier) => skill.tier === tier),
    scripts: without('scripts').filter((skill) => skill.hasScripts).length,
    errors: without('errors').filter((skill) => skill.errorCount > 0).length,
  }
}
