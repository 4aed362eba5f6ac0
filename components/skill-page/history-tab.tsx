'use client'
import { useEffect, useId, useState } from 'react'
import { formatTime, shortHash } from '@/lib/ui/format'
import { errorMessage, getDiff, getVersions, restoreVersion } from '@/lib/ui/skill-api'
import type { FileDiff, SkillSummaryView, SkillView, VersionView } from '@/lib/ui/skill-view'
import { button } from './button-styles'
import { ConfirmDialog } from './dialog'
import { PatchView } from './patch-view'

type Load<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error'; message: string }

/**
 * Every version of the skill, newest first; any two compared file by file; an older one restored
 * as a new version (history is never rewritten).
 */
export function HistoryTab({ skill, onChanged }: { skill: SkillView; onChanged(summary: SkillSummaryView): Promise<void> }) {
  const [versions, setVersions] = useState<Load<VersionView[]>>({ kind: 'loading' })
  // Version numbers, not hashes: a restored version shares its hash with the one it restored.
  const [from, setFrom] = useState<number | null>(null)
  const [to, setTo] = useState<number | null>(null)
  const [diff, setDiff] = useState<Load<FileDiff[]> | null>(null)
  const [restoring, setRestoring] = useState<VersionView | null>(null)
  const fromId = useId()
  const toId = useId()

  // Reload the list whenever the skill gets a new version; compare the newest two by default.
  useEffect(() => {
    let cancelled = false
    getVersions(skill.name).then(
      (list) => {
        if (cancelled) return
        setVersions({ kind: 'ready', value: list })
        setTo(list[0]?.number ?? null)
        setFrom(list[1]?.number ?? null)
      },
      (error) => !cancelled && setVersions({ kind: 'error', message: errorMessage(error) }),
    )
    return () => {
      cancelled = true
    }
  }, [skill.name, skill.currentHash, skill.versionCount])

  const list = versions.kind === 'ready' ? versions.value : []
  const fromHash = list.find((v) => v.number === from)?.hash
  const toHash = list.find((v) => v.number === to)?.hash
  useEffect(() => {
    if (!fromHash || !toHash) return setDiff(null)
    let cancelled = false
    setDiff({ kind: 'loading' })
    getDiff(skill.name, fromHash, toHash).then(
      (files) => !cancelled && setDiff({ kind: 'ready', value: files }),
      (error) => !cancelled && setDiff({ kind: 'error', message: errorMessage(error) }),
    )
    return () => {
      cancelled = true
    }
  }, [skill.name, fromHash, toHash])

  async function restore(version: VersionView) {
    const summary = await restoreVersion(skill.name, version.hash, skill.currentHash)
    setRestoring(null)
    await onChanged(summary)
  }

  if (versions.kind === 'loading') return <p className="text-sm text-slate-500" role="status">Loading the history…</p>
  if (versions.kind === 'error') return <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">Could not load the history: {versions.message}</p>
  const label = (v: VersionView) => `#${v.number} · ${shortHash(v.hash)} · ${v.actor} · ${v.reason}`

  return (
    <div className="space-y-8">
      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading" className="mb-2 text-lg font-semibold">Versions</h2>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="versions">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">#</th>
                <th scope="col" className="px-3 py-2 font-medium">Hash</th>
                <th scope="col" className="px-3 py-2 font-medium">By</th>
                <th scope="col" className="px-3 py-2 font-medium">Reason</th>
                <th scope="col" className="px-3 py-2 font-medium">Time</th>
                <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {list.map((version, index) => {
                const isCurrent = index === 0
                const sameAsCurrent = !isCurrent && version.hash === skill.currentHash
                return (
                  <tr key={version.number} className="border-t border-slate-100 align-top">
                    <td className="px-3 py-2 tabular-nums">{version.number}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <code className="font-mono" title={version.hash}>{shortHash(version.hash)}</code>
                      {isCurrent && <span className="ml-2 rounded-full bg-indigo-50 px-1.5 text-xs text-indigo-700">current</span>}
                      {sameAsCurrent && <span className="ml-2 rounded-full bg-slate-100 px-1.5 text-xs text-slate-600">same files as current</span>}
                      {version.hash === skill.approvedHash && <span className="ml-1 rounded-full bg-emerald-50 px-1.5 text-xs text-emerald-700">approved</span>}
                    </td>
                    <td className="px-3 py-2">{version.actor}</td>
                    <td className="px-3 py-2 text-slate-700">{version.reason}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-500">{formatTime(version.createdAt)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      {!isCurrent && !sameAsCurrent && (
                        <button
                          type="button"
                          className={button.small}
                          onClick={() => {
                            setFrom(version.number)
                            setTo(list[0]!.number)
                          }}
                          aria-label={`Compare version ${version.number} with the current version`}
                        >
                          Compare
                        </button>
                      )}
                      {!isCurrent && !sameAsCurrent && !skill.builtIn && (
                        <button type="button" className={`${button.small} ml-1`} onClick={() => setRestoring(version)} aria-label={`Restore version ${version.number}`}>
                          Restore…
                        </button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="compare-heading" className="space-y-3">
        <h2 id="compare-heading" className="text-lg font-semibold">Compare</h2>
        {list.length < 2 ? (
          <p className="rounded-md border border-dashed border-slate-300 bg-white px-3 py-4 text-sm text-slate-600">
            There is only one version so far. {skill.builtIn ? 'Built-in skills change when Skillyard updates them.' : 'Save a change in the Files tab and compare it here.'}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-4">
              <div className="text-sm">
                <label htmlFor={fromId} className="block font-medium text-slate-700">From</label>
                <select id={fromId} value={from ?? ''} onChange={(e) => setFrom(Number(e.target.value))} className="mt-1 max-w-md rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
                  {list.map((v) => <option key={v.number} value={v.number}>{label(v)}</option>)}
                </select>
              </div>
              <div className="text-sm">
                <label htmlFor={toId} className="block font-medium text-slate-700">To</label>
                <select id={toId} value={to ?? ''} onChange={(e) => setTo(Number(e.target.value))} className="mt-1 max-w-md rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
                  {list.map((v) => <option key={v.number} value={v.number}>{label(v)}</option>)}
                </select>
              </div>
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  setFrom(to)
                  setTo(from)
                }}
              >
                Swap
              </button>
            </div>
            <div aria-live="polite" className="space-y-3" data-testid="diff">
              {from === to ? (
                <p className="text-sm text-slate-600">Pick two different versions to see what changed.</p>
              ) : diff?.kind === 'loading' ? (
                <p className="text-sm text-slate-500">Loading the diff…</p>
              ) : diff?.kind === 'error' ? (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">Could not load the diff: {diff.message}</p>
              ) : diff?.kind === 'ready' && diff.value.length === 0 ? (
                <p className="text-sm text-slate-600">These two versions have the same files.</p>
              ) : diff?.kind === 'ready' ? (
                <>
                  <p className="text-sm text-slate-600">
                    {diff.value.length} {diff.value.length === 1 ? 'file' : 'files'} changed ·{' '}
                    <span className="text-emerald-700">+{diff.value.reduce((n, f) => n + f.additions, 0)}</span>{' '}
                    <span className="text-red-700">−{diff.value.reduce((n, f) => n + f.deletions, 0)}</span>
                  </p>
                  {diff.value.map((file) => <PatchView key={file.path} diff={file} />)}
                </>
              ) : null}
            </div>
          </>
        )}
      </section>

      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring?.number ?? ''}?`}
        confirmLabel="Restore as a new version"
        busyLabel="Restoring…"
        onConfirm={() => restore(restoring!)}
        onClose={() => setRestoring(null)}
      >
        <p>
          This makes version {skill.versionCount + 1} with the files of version {restoring?.number} (
          <code className="font-mono">{restoring ? shortHash(restoring.hash) : ''}</code>). Nothing is deleted: the current version stays in the history.
          {skill.status === 'live' && ' The skill stays live on the restored files, as with any edit of yours.'}
        </p>
      </ConfirmDialog>
    </div>
  )
}
