'use client'
import { useId, useMemo, useState } from 'react'
import { primaryButton, secondaryButton } from '@/components/browser/styles'
import { FindingList } from '@/components/finding-list'
import { Badge } from '@/components/status-badge'
import { STATUS_LABEL } from '@/lib/skill/status'
import type { CandidatePreview } from '@/lib/transfer/candidate-preview'
import type { GitHubFolderPreview } from '@/lib/transfer/import-github'
import type { ApiError } from '@/lib/ui/api-client'
import { formatBytes, shortHash } from '@/lib/ui/format'
import { ImportError } from './import-error'

/** One skill of a dry run: a zip candidate, or a GitHub folder with its skipped entries and problem. */
export type PreviewItem = CandidatePreview & Partial<Pick<GitHubFolderPreview, 'skipped' | 'problem'>>

/** Why a skill cannot be ticked, or null when it can. */
export function blockedReason(item: PreviewItem): string | null {
  if (item.problem) return 'Breaks a limit: cannot be imported.'
  if (!item.valid) return 'Has errors: cannot be imported until they are fixed.'
  if (item.existing?.builtIn) return 'A built-in skill has this name; built-ins cannot be replaced.'
  return null
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * The dry run as a checklist: every skill found with its findings, the valid ones ticked. Nothing
 * is written until "Import N skills"; skills that already exist need "Replace existing skills".
 */
export function CandidateChecklist({
  items,
  ignored,
  busy,
  busyLabel,
  error,
  onImport,
  children,
}: {
  items: PreviewItem[]
  /** Archive entries left out, with the reason (zip only). */
  ignored?: { path: string; reason: string }[]
  busy: boolean
  busyLabel: string
  /** The import's error, shown next to the button that caused it. */
  error: ApiError | null
  onImport: (names: string[], replace: boolean) => void
  /** Shown under the button while importing (the upload progress). */
  children?: React.ReactNode
}) {
  const id = useId()
  const selectable = useMemo(() => items.filter((item) => blockedReason(item) === null).map((item) => item.name), [items])
  const [selected, setSelected] = useState<Set<string>>(() => new Set(selectable))
  const [replace, setReplace] = useState(false)

  const chosen = items.filter((item) => selected.has(item.name) && blockedReason(item) === null)
  const needReplace = chosen.filter((item) => item.existing !== null)
  const anyExisting = items.some((item) => item.existing !== null && !item.existing.builtIn)
  const blockedByReplace = needReplace.length > 0 && !replace
  const invalidCount = items.length - selectable.length

  const toggle = (name: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (on) next.add(name)
      else next.delete(name)
      return next
    })

  return (
    <form
      aria-label="Skills to import"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen.length > 0 && !blockedByReplace && !busy) onImport(chosen.map((item) => item.name), replace)
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p>
          {plural(items.length, 'skill')} found
          {invalidCount > 0 && <> · <span className="text-red-700">{invalidCount} cannot be imported</span></>} · {chosen.length} selected
        </p>
        {selectable.length > 1 && (
          <div className="flex gap-2">
            <button type="button" className={secondaryButton} onClick={() => setSelected(new Set(selectable))} disabled={busy}>
              Select all
            </button>
            <button type="button" className={secondaryButton} onClick={() => setSelected(new Set())} disabled={busy}>
              Select none
            </button>
          </div>
        )}
      </div>

      <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label="Skills found" data-testid="candidates">
        {items.map((item) => (
          <CandidateRow
            key={`${item.folder}\u0000${item.name}`}
            item={item}
            checked={selected.has(item.name) && blockedReason(item) === null}
            disabled={busy}
            onChange={(on) => toggle(item.name, on)}
          />
        ))}
      </ul>

      {ignored && ignored.length > 0 && (
        <details className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm" data-testid="ignored">
          <summary className="cursor-pointer font-medium text-slate-700">
            {plural(ignored.length, 'entry')} left out of the archive
          </summary>
          <ul className="mt-2 space-y-1">
            {ignored.map((entry) => (
              <li key={entry.path} className="break-words">
                <code className="font-mono text-slate-900">{entry.path}</code> <span className="text-slate-600">— {entry.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}

      {anyExisting && (
        <label className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <input
            type="checkbox"
            checked={replace}
            onChange={(event) => setReplace(event.target.checked)}
            disabled={busy}
            aria-describedby={`${id}-replace`}
            className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600"
          />
          <span>
            <span className="font-medium">Replace existing skills</span>
            <span id={`${id}-replace`} className="block text-amber-800">
              Each replaced skill gets a new version that is not approved: a live one becomes “changed since approval” until you enable it again. Its history stays.
            </span>
          </span>
        </label>
      )}

      {error && <ImportError error={error} />}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={busy || chosen.length === 0 || blockedByReplace} aria-describedby={`${id}-why`}>
          {busy ? busyLabel : `Import ${plural(chosen.length, 'skill')}`}
        </button>
        <p id={`${id}-why`} className="text-sm text-slate-600">
          {chosen.length === 0
            ? 'Tick at least one skill.'
            : blockedByReplace
              ? `${plural(needReplace.length, 'selected skill')} already ${needReplace.length === 1 ? 'exists' : 'exist'}: tick “Replace existing skills” or untick ${needReplace.length === 1 ? 'it' : 'them'}.`
              : 'Imported skills start disabled: the assistant cannot use them until you enable them.'}
        </p>
      </div>
      {children}
    </form>
  )
}

function CandidateRow({ item, checked, disabled, onChange }: { item: PreviewItem; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const id = useId()
  const blocked = blockedReason(item)
  const errors = item.findings.filter((finding) => finding.severity === 'error').length
  const warnings = item.findings.length - errors
  const existing = item.existing
  return (
    <li className={`flex gap-3 px-4 py-3 ${blocked ? 'bg-slate-50' : ''}`} data-testid="candidate" data-name={item.name}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled || blocked !== null}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-facts${blocked ? ` ${id}-blocked` : ''}`}
        className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-indigo-600"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <label htmlFor={id} className="break-all font-mono font-medium text-slate-900">
            <span className="sr-only">Import </span>
            {item.name}
          </label>
          {blocked ? (
            <Badge className="bg-red-50 text-red-800 ring-red-600/30">cannot import</Badge>
          ) : (
            <Badge className="bg-emerald-50 text-emerald-800 ring-emerald-600/20">valid</Badge>
          )}
          {errors > 0 && <Badge className="bg-red-50 text-red-800 ring-red-600/30">{plural(errors, 'error')}</Badge>}
          {warnings > 0 && <Badge className="bg-amber-50 text-amber-800 ring-amber-600/30">{plural(warnings, 'warning')}</Badge>}
          {item.conversion && <Badge className="bg-sky-50 text-sky-800 ring-sky-600/20">from skill.json</Badge>}
          {existing && (
            <Badge className="bg-amber-50 text-amber-900 ring-amber-600/30" title="A skill of this name is already in Skillyard">
              already exists ({existing.builtIn ? 'built-in' : STATUS_LABEL[existing.status].toLowerCase()})
            </Badge>
          )}
        </div>
        <p id={`${id}-facts`} className="text-xs text-slate-600">
          <span className="text-slate-500">Folder</span> <code className="font-mono text-slate-800">{item.folder || '(archive root)'}</code> · {plural(item.fileCount, 'file')} · {formatBytes(item.size)}
          {item.hash && (
            <>
              {' '}· <span className="text-slate-500">hash</span>{' '}
              <code className="font-mono text-slate-800" title={item.hash}>
                {shortHash(item.hash)}
              </code>
            </>
          )}
        </p>
        {blocked && (
          <p id={`${id}-blocked`} className="text-sm text-red-800">
            {blocked}
          </p>
        )}
        {existing && !existing.builtIn && (
          <p className="text-sm text-amber-800">
            {existing.currentHash === item.hash
              ? 'Already in Skillyard with exactly these files: importing it changes nothing.'
              : `Importing it replaces the current files (the skill is ${STATUS_LABEL[existing.status].toLowerCase()} now).`}
          </p>
        )}
        {item.problem && (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="folder-problem">
            <span className="font-medium">Error:</span> {item.problem.message} <span className="ml-1 text-xs opacity-70">{item.problem.code}</span>
          </p>
        )}
        {item.findings.length > 0 && (
          <details open={errors > 0} className="text-sm">
            <summary className="cursor-pointer text-slate-700">Findings ({[errors > 0 && plural(errors, 'error'), warnings > 0 && plural(warnings, 'warning')].filter(Boolean).join(', ')})</summary>
            <div className="mt-2">
              <FindingList findings={item.findings} />
            </div>
          </details>
        )}
        {item.conversion && <ConversionMapping mapping={item.conversion.mapping} />}
        {item.notes && item.notes.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {item.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        )}
        {item.skipped && item.skipped.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-700">{plural(item.skipped.length, 'entry')} skipped</summary>
            <ul className="mt-1 space-y-0.5">
              {item.skipped.map((entry) => (
                <li key={entry.path} className="break-words">
                  <code className="font-mono text-slate-900">{entry.path}</code> <span className="text-slate-600">— {entry.reason}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </li>
  )
}

/** What each skill.json field became in the generated SKILL.md. */
function ConversionMapping({ mapping }: { mapping: Record<string, string> }) {
  return (
    <details className="text-sm" open>
      <summary className="cursor-pointer text-slate-700">Converted from skill.json</summary>
      <table className="mt-2 w-full max-w-2xl text-left text-xs" aria-label="skill.json conversion">
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">skill.json</th>
            <th scope="col" className="py-1 font-medium">became</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(mapping).map(([from, to]) => (
            <tr key={from} className="border-t border-slate-100 align-top">
              <td className="py-1 pr-4 font-mono text-slate-900">{from}</td>
              <td className="break-words py-1 font-mono text-slate-700">{to}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
