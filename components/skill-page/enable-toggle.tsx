'use client'
import { useState } from 'react'
import { ApiError } from '@/lib/ui/api-client'
import { shortHash } from '@/lib/ui/format'
import { changedHashOf, errorMessage, getSkill, getVersions, setEnabled } from '@/lib/ui/skill-api'
import type { SkillSummaryView, SkillView } from '@/lib/ui/skill-view'
import { button } from './button-styles'

type Problem = { kind: 'conflict'; message: string } | { kind: 'error'; message: string }

/**
 * Approves exactly the hash on the page (or withdraws approval). When the skill moved on in the
 * meantime the server refuses with 409; this says what changed and offers a reload, and never
 * approves a version the owner has not seen.
 */
export function EnableToggle({ skill, onChanged, onReload }: { skill: SkillView; onChanged(summary: SkillSummaryView): void; onReload(): Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const live = skill.status === 'live'
  // The hash the owner sees on this page right now: that is what enabling approves.
  const shownHash = skill.currentHash

  async function change(enabled: boolean) {
    setBusy(true)
    setProblem(null)
    try {
      onChanged(await setEnabled(skill.name, enabled, shownHash))
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'skill_changed') {
        setProblem({ kind: 'conflict', message: await explainChange(skill.name, changedHashOf(caught), enabled) })
      } else if (caught instanceof ApiError && caught.code === 'invalid_skill') {
        setProblem({ kind: 'error', message: `${caught.message} The Overview tab lists them.` })
      } else {
        setProblem({ kind: 'error', message: errorMessage(caught) })
      }
    } finally {
      setBusy(false)
    }
  }

  async function reload() {
    setBusy(true)
    try {
      await onReload()
      setProblem(null)
    } catch (caught) {
      setProblem({ kind: 'error', message: errorMessage(caught) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex max-w-md flex-col items-end gap-2">
      <div className="flex items-center gap-3">
        {skill.status === 'changed' && (
          <button type="button" className={button.small} disabled={busy} onClick={() => change(false)}>
            Withdraw approval
          </button>
        )}
        <button
          type="button"
          role="switch"
          aria-checked={live}
          aria-describedby="enable-help"
          disabled={busy}
          onClick={() => change(!live)}
          className="group inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm font-medium text-slate-800 disabled:opacity-60"
        >
          <span
            aria-hidden
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${live ? 'bg-emerald-600' : 'bg-slate-300'}`}
          >
            <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${live ? 'translate-x-5' : 'translate-x-0.5'}`} />
          </span>
          {busy ? 'Working…' : live ? 'Enabled' : 'Enable'}
        </button>
      </div>
      <p id="enable-help" className="text-right text-xs text-slate-500">
        {live
          ? `The assistant may use version ${shortHash(shownHash)}.`
          : skill.status === 'changed'
            ? `Enabling approves ${shortHash(shownHash)}, the version on this page.`
            : `Enabling approves exactly ${shortHash(shownHash)}.`}
      </p>
      {problem && (
        <div
          role="alert"
          data-testid="enable-problem"
          className={`rounded-md px-3 py-2 text-sm ${problem.kind === 'conflict' ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' : 'bg-red-50 text-red-800 ring-1 ring-red-200'}`}
        >
          <p>{problem.message}</p>
          {problem.kind === 'conflict' && (
            <button type="button" className={`${button.secondary} mt-2`} onClick={reload} disabled={busy}>
              Reload
            </button>
          )}
        </div>
      )}
    </div>
  )
}

/** "This skill changed since you opened it (now 1a2b3c4d, a new version by assistant: …)". */
async function explainChange(name: string, reportedHash: string | null, enabling: boolean): Promise<string> {
  const action = enabling ? 'Nothing was enabled' : 'Nothing was changed'
  try {
    const hash = reportedHash ?? (await getSkill(name)).currentHash
    const version = (await getVersions(name)).find((v) => v.hash === hash)
    const who = version ? `, a new version by ${version.actor}: “${version.reason}”` : ''
    return `This skill changed since you opened it (now ${shortHash(hash)}${who}). ${action}: reload to review the new version first.`
  } catch {
    return `This skill changed since you opened it. ${action}: reload to review the new version first.`
  }
}
