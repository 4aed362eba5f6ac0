'use client'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { NewSkillButton } from './new-skill-dialog'
import { SkillRow } from './skill-row'
import { inputClass, secondaryButton } from './styles'
import {
  AUTHOR_OPTIONS,
  EMPTY_QUERY,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  TIER_OPTIONS,
  applyQuery,
  facetCounts,
  isFiltered,
  parseQuery,
  queryString,
  type BrowserQuery,
  type BrowserSkill,
} from './skill-query'

/**
 * The skill list with search, filters and sort, all in memory over the rows the page loaded once.
 *
 * The query is mirrored into the URL with `history.replaceState`, which Next's router picks up
 * (`useSearchParams` follows it) without a server round trip. `router.replace` would re-render
 * the server page, and so run `listSkills` again, on every keystroke.
 */
export function SkillBrowser({ skills }: { skills: BrowserSkill[] }) {
  const params = useSearchParams()
  const pathname = usePathname()
  const [query, setQueryState] = useState<BrowserQuery>(() => parseQuery(params))
  const searchRef = useRef<HTMLInputElement>(null)
  // URLs we wrote that the router has not reported back yet, oldest first.
  const written = useRef<string[]>([])

  const setQuery = useCallback(
    (next: BrowserQuery) => {
      setQueryState(next)
      const search = queryString(next)
      written.current.push(search)
      window.history.replaceState(null, '', `${pathname}${search}`)
    },
    [pathname],
  )
  const update = (change: Partial<BrowserQuery>) => setQuery({ ...query, ...change })

  // Follow URL changes we did not make (the "Skills" link in the header, a pasted link); our own
  // writes come back here too, possibly several at once while typing, and are skipped.
  useEffect(() => {
    const fromUrl = parseQuery(params)
    const search = queryString(fromUrl)
    const index = written.current.indexOf(search)
    if (index >= 0) {
      written.current = written.current.slice(index + 1)
      return
    }
    written.current = []
    setQueryState((current) => (queryString(current) === search ? current : fromUrl))
  }, [params])

  // "/" jumps to the search box from anywhere on the page except another text field.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], dialog[open]')) return
      event.preventDefault()
      searchRef.current?.focus()
      searchRef.current?.select()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  // Typing stays instant; the list and counts catch up a frame later when React is busy.
  const shownQuery = useDeferredValue(query)
  const shown = useMemo(() => applyQuery(skills, shownQuery), [skills, shownQuery])
  const counts = useMemo(() => facetCounts(skills, shownQuery), [skills, shownQuery])
  const live = useMemo(() => skills.filter((skill) => skill.status === 'live').length, [skills])
  const filtered = isFiltered(query)
  const clear = () => setQuery({ ...EMPTY_QUERY, sort: query.sort })

  const total = `${skills.length} ${skills.length === 1 ? 'skill' : 'skills'}`
  const summary = `${isFiltered(shownQuery) ? `${shown.length} of ${total}` : total} · ${live} live`

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Skills</h1>
          <p className="mt-1 text-sm text-slate-600" role="status" data-testid="skill-count">
            {summary}
          </p>
        </div>
        <NewSkillButton />
      </div>

      {skills.length === 0 ? (
        <NoSkills />
      ) : (
        <>
          <form role="search" aria-label="Filter skills" onSubmit={(event) => event.preventDefault()} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <label className="block text-sm">
              <span className="font-medium text-slate-700">Search</span>
              <span className="relative block">
                <input
                  ref={searchRef}
                  type="search"
                  value={query.q}
                  onChange={(event) => update({ q: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' && query.q) {
                      event.preventDefault()
                      update({ q: '' })
                    }
                  }}
                  placeholder="Name or description"
                  aria-keyshortcuts="/"
                  autoComplete="off"
                  spellCheck={false}
                  className={`${inputClass} pr-10`}
                />
                <kbd aria-hidden className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs text-slate-500">
                  /
                </kbd>
              </span>
            </label>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Select label="Status" value={query.status} options={STATUS_OPTIONS} counts={counts.status} anyLabel="Any status" onChange={(status) => update({ status })} />
              <Select label="Author" value={query.author} options={AUTHOR_OPTIONS} counts={counts.author} anyLabel="Any author" onChange={(author) => update({ author })} />
              <Select label="Tier" value={query.tier} options={TIER_OPTIONS} counts={counts.tier} anyLabel="Any tier" onChange={(tier) => update({ tier })} />
              <Select label="Sort by" value={query.sort} options={SORT_OPTIONS} onChange={(sort) => update({ sort: sort ?? 'name' })} />
            </div>
            <div className="flex min-h-9 flex-wrap items-center gap-x-5 gap-y-2">
              <Checkbox label="Has scripts" count={counts.scripts} checked={query.scripts} onChange={(scripts) => update({ scripts })} />
              <Checkbox label="Has errors" count={counts.errors} checked={query.errors} onChange={(errors) => update({ errors })} />
              {filtered && (
                <button type="button" onClick={clear} className={`${secondaryButton} ml-auto`}>
                  Clear filters
                </button>
              )}
            </div>
          </form>

          {shown.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
              <p className="font-medium text-slate-900">No skills match{query.q.trim() ? ` “${query.q.trim()}”` : ''} with these filters.</p>
              <p className="mt-1 text-sm text-slate-600">Try other words, or show every skill again.</p>
              <button type="button" onClick={clear} className={`${secondaryButton} mt-4`}>
                Clear filters
              </button>
            </div>
          ) : (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Skills">
              {shown.map((skill) => (
                <SkillRow key={skill.name} skill={skill} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}

function NoSkills() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-medium text-slate-900">No skills yet.</p>
      <p className="mx-auto mt-1 max-w-prose text-sm text-slate-600">
        A skill is a folder with a SKILL.md that teaches your assistant one job. Start one from a template with{' '}
        <strong className="font-medium">New skill</strong>, or bring existing ones in.
      </p>
      <p className="mt-4">
        <Link href="/import" className="text-sm font-medium text-indigo-700 hover:underline">
          Import a zip or GitHub folder
        </Link>
      </p>
    </div>
  )
}

function Select<T extends string>({
  label,
  value,
  options,
  counts,
  anyLabel,
  onChange,
}: {
  label: string
  value: T | null
  options: Record<T, string>
  counts?: Record<T, number>
  /** The "no filter" choice; without it one option is always selected (the sort). */
  anyLabel?: string
  onChange: (value: T | null) => void
}) {
  return (
    <label className="block text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as T))}
        className={`${inputClass} pr-8`}
      >
        {anyLabel && <option value="">{anyLabel}</option>}
        {(Object.entries(options) as [T, string][]).map(([option, text]) => (
          <option key={option} value={option}>
            {counts ? `${text} (${counts[option]})` : text}
          </option>
        ))}
      </select>
    </label>
  )
}

function Checkbox({ label, count, checked, onChange }: { label: string; count: number; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 rounded border-slate-300 accent-indigo-600" />
      {label} <span className="text-slate-500">({count})</span>
    </label>
  )
}
