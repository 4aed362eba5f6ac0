'use client'
import Link from 'next/link'
import { useCallback, useEffect, useId, useState } from 'react'
import { Age } from '@/components/review/clock'
import { Hash } from '@/components/review/review-meta'
import { apiFetch } from '@/lib/ui/api-client'
import { errorMessage, skillUrl } from '@/lib/ui/skill-api'
import { button } from './button-styles'

/** One line of `GET /api/skills/:name/activity` (newest first). */
export interface ActivityEvent {
  actor: string
  action: string
  hash: string | null
  details: Record<string, unknown>
  createdAt: string
}

type Load = { kind: 'loading' } | { kind: 'ready'; events: ActivityEvent[]; at: number } | { kind: 'error'; message: string }
type Tone = 'plain' | 'good' | 'warn' | 'bad'

const ACTORS: Record<string, string> = { assistant: 'Assistant', owner: 'You', import: 'Import', system: 'Skillyard' }

const TONE: Record<Tone, string> = {
  plain: 'text-slate-800',
  good: 'text-emerald-800',
  warn: 'text-amber-900',
  bad: 'text-red-800',
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** Approval events carry the session key `<caller>:<session>`; the owner knows the session by its id. */
function sessionOf(details: Record<string, unknown>): string | null {
  const session = text(details.session)
  if (!session) return null
  const colon = session.indexOf(':')
  return colon >= 0 && text(details.approvalId) ? session.slice(colon + 1) : session
}

function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`
}

/** An event in words: "Ran scripts/x.py — exit 0 in 120 ms". */
export function describeEvent(event: Pick<ActivityEvent, 'action' | 'details'>): { what: string; tone: Tone } {
  const { details } = event
  const session = sessionOf(details)
  const inSession = session ? ` (session ${session})` : ''
  const [kind, verb] = event.action.split('.', 2) as [string, string | undefined]
  switch (event.action) {
    case 'skill.loaded':
      return { what: `Loaded by the assistant${inSession}`, tone: 'plain' }
    case 'resource.read':
      return { what: `Read ${text(details.path) ?? 'a file'}${inSession}`, tone: 'plain' }
    case 'script.run': {
      const script = text(details.script) ?? 'a script'
      const ms = number(details.durationMs)
      const unsandboxed = details.sandboxed === false ? ', without the sandbox' : ''
      if (details.timedOut === true) return { what: `Ran ${script} — timed out${ms !== null ? ` after ${duration(ms)}` : ''}${unsandboxed}${inSession}`, tone: 'bad' }
      const code = number(details.exitCode)
      return {
        what: `Ran ${script} — ${code === null ? 'stopped by a signal' : `exit ${code}`}${ms !== null ? ` in ${duration(ms)}` : ''}${unsandboxed}${inSession}`,
        tone: code === 0 ? 'good' : 'bad',
      }
    }
    case 'approval.once':
    case 'approval.always':
    case 'approval.deny': {
      const script = text(details.script)
      return { what: `Approval: ${verb}${script ? ` — ${script}` : ''}${inSession}`, tone: verb === 'deny' ? 'bad' : 'warn' }
    }
    case 'policy.allow':
    case 'policy.ask':
    case 'policy.deny': {
      const tool = text(details.tool) ?? 'a tool call'
      const rule = text(details.rule)
      const did = verb === 'allow' ? 'allowed' : verb === 'deny' ? 'denied' : 'asked you about'
      return { what: `Policy ${did} ${tool}${rule ? ` (${rule})` : ''}${inSession}`, tone: verb === 'deny' ? 'bad' : verb === 'ask' ? 'warn' : 'plain' }
    }
    // The store's reasons already read as a sentence ("Created from the template", "Edited SKILL.md").
    case 'skill.create': {
      const reason = text(details.reason)
      return { what: !reason ? 'Created' : /^(created|drafted|imported)\b/i.test(reason) ? reason : `Created: ${reason}`, tone: 'plain' }
    }
    case 'skill.update':
      return { what: text(details.reason) ?? 'Changed', tone: 'plain' }
    case 'skill.enable':
      return { what: 'Enabled this version', tone: 'good' }
    case 'skill.disable':
      return { what: 'Disabled', tone: 'warn' }
    case 'skill.lock':
      return { what: 'Taken over from the assistant (the draft is locked)', tone: 'plain' }
    case 'skill.delete':
      return { what: 'Deleted', tone: 'bad' }
    case 'plan.propose':
      return { what: 'Proposed an edit plan', tone: 'plain' }
    case 'plan.approve':
      return { what: 'Approved an edit plan', tone: 'good' }
    case 'plan.reject':
      return { what: `Rejected an edit plan${text(details.reason) ? `: ${details.reason}` : ''}`, tone: 'warn' }
    case 'draft.update':
      return { what: 'Rewrote the draft', tone: 'plain' }
  }
  if (kind === 'draft') return { what: `Draft: ${verb ?? event.action}`, tone: 'plain' }
  if (kind === 'plan') return { what: `Edit plan: ${verb ?? event.action}`, tone: 'plain' }
  return { what: event.action, tone: 'plain' }
}

/** The "allow" that accompanies every load and read; shown on request. Grants and denials always show. */
const isRoutine = (event: ActivityEvent) => event.action === 'policy.allow' && event.details.rule === 'read-tier-allowed'

/** What happened to this skill lately: the assistant's loads, reads and runs, approvals, policy decisions and changes. */
export function ActivityTab({ name, currentHash }: { name: string; currentHash: string }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [showRoutine, setShowRoutine] = useState(false)
  const headingId = useId()
  const routineId = useId()

  const fetchEvents = useCallback(async () => {
    setLoad((previous) => (previous.kind === 'ready' ? previous : { kind: 'loading' }))
    try {
      const { events } = await apiFetch<{ events: ActivityEvent[] }>(`${skillUrl(name)}/activity`)
      setLoad({ kind: 'ready', events, at: Date.now() })
    } catch (error) {
      setLoad({ kind: 'error', message: errorMessage(error) })
    }
  }, [name])

  // Loads when the tab first opens, and again after the skill changes (a change is an event too).
  useEffect(() => {
    void fetchEvents()
  }, [fetchEvents, currentHash])

  if (load.kind === 'loading') return <p className="text-sm text-slate-500" role="status">Loading the activity…</p>
  if (load.kind === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        Could not load the activity: {load.message}
        <button type="button" className={button.secondary} onClick={() => void fetchEvents()}>Try again</button>
      </div>
    )
  }

  const routine = load.events.filter(isRoutine).length
  const shown = showRoutine ? load.events : load.events.filter((event) => !isRoutine(event))
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">Activity</h2>
          <p className="text-sm text-slate-600">The latest {load.events.length === 1 ? 'event' : `${load.events.length} events`}, newest first.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {routine > 0 && (
            <label htmlFor={routineId} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
              <input id={routineId} type="checkbox" checked={showRoutine} onChange={(event) => setShowRoutine(event.target.checked)} />
              Show routine read allows ({routine})
            </label>
          )}
          <button type="button" className={button.secondary} onClick={() => void fetchEvents()}>Refresh</button>
        </div>
      </div>
      {shown.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="activity-empty">
          <p className="font-medium text-slate-900">Nothing happened here yet</p>
          <p className="mx-auto mt-1 max-w-xl text-sm text-slate-600">
            When the assistant loads this skill, reads its files or runs its scripts — and when you approve runs or change the skill — it shows up here.
            Try it from the <Link href="/playground" className="text-indigo-700 underline underline-offset-2">Playground</Link>.
          </p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="activity">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">When</th>
                <th scope="col" className="px-3 py-2 font-medium">Who</th>
                <th scope="col" className="px-3 py-2 font-medium">What</th>
                <th scope="col" className="px-3 py-2 font-medium">Version</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((event, index) => {
                const { what, tone } = describeEvent(event)
                return (
                  <tr key={`${event.createdAt}-${index}`} className="border-t border-slate-100 align-top" data-action={event.action}>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-500">
                      <Age at={event.createdAt} serverNow={load.at} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{ACTORS[event.actor] ?? event.actor}</td>
                    <td className={`px-3 py-2 break-words ${TONE[tone]}`}>{what}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {event.hash ? (
                        <>
                          <Hash hash={event.hash} />
                          {event.hash === currentHash && <span className="ml-1.5 rounded-full bg-indigo-50 px-1.5 text-xs text-indigo-700">current</span>}
                        </>
                      ) : (
                        <span className="text-slate-400">—</span>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
