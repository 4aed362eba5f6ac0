'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { button } from '@/components/skill-page/button-styles'
import { ConfirmDialog } from '@/components/skill-page/dialog'
import { ApiError } from '@/lib/ui/api-client'
import { shortHash } from '@/lib/ui/format'
import { changedHashOf, deleteSkill, errorMessage, setEnabled } from '@/lib/ui/skill-api'
import { ActionProblem } from './action-problem'
import { lockDraft } from './review-api'

type Action = 'enable' | 'edit'
type Problem = { action: Action; conflict: boolean; message: string }

/**
 * Enable (approves exactly the hash on the page), Edit (take the draft over, then open the
 * editor) and Delete. Each action's error shows right under it.
 */
export function DraftActions({ name, hash, errorCount, onEnabled }: { name: string; hash: string; errorCount: number; onEnabled(): void }) {
  const router = useRouter()
  const [busy, setBusy] = useState<Action | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const skillPath = `/skills/${encodeURIComponent(name)}`

  async function enable() {
    setBusy('enable')
    setProblem(null)
    try {
      await setEnabled(name, true, hash)
      onEnabled()
      router.refresh()
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'skill_changed') {
        const now = changedHashOf(caught)
        setProblem({
          action: 'enable',
          conflict: true,
          message: `The assistant changed this draft after you opened it${now ? ` (it is now ${shortHash(now)})` : ''}. Nothing was enabled: reload to review the new version.`,
        })
      } else {
        setProblem({ action: 'enable', conflict: false, message: errorMessage(caught) })
      }
    } finally {
      setBusy(null)
    }
  }

  async function edit() {
    setBusy('edit')
    setProblem(null)
    try {
      await lockDraft(name)
      router.push(`${skillPath}#files`)
      router.refresh()
    } catch (caught) {
      setProblem({ action: 'edit', conflict: false, message: errorMessage(caught) })
      setBusy(null)
    }
  }

  const problemFor = (action: Action) =>
    problem?.action === action && (
      <ActionProblem id={`${action}-problem`} tone={problem.conflict ? 'conflict' : 'error'} testId={`${action}-problem`}>
        <p>{problem.message}</p>
        {problem.conflict && (
          <button type="button" className={button.secondary} onClick={() => router.refresh()}>
            Reload the draft
          </button>
        )}
      </ActionProblem>
    )

  const blocked = errorCount > 0
  return (
    <div className="space-y-4">
      <div>
        <button
          type="button"
          className={`${button.primary} w-full`}
          disabled={busy !== null || blocked}
          onClick={enable}
          aria-describedby={problem?.action === 'enable' ? 'enable-help enable-problem' : 'enable-help'}
        >
          {busy === 'enable' ? 'Enabling…' : 'Enable'}
        </button>
        <p id="enable-help" className="mt-1 text-xs text-slate-600">
          {blocked
            ? `It has ${errorCount} validation error${errorCount === 1 ? '' : 's'}; it cannot be enabled until they are fixed (Edit).`
            : `Approves exactly version ${shortHash(hash)}, the one on this page. The assistant can then use it.`}
        </p>
        {problemFor('enable')}
      </div>
      <div>
        <button
          type="button"
          className={`${button.secondary} w-full`}
          disabled={busy !== null}
          onClick={edit}
          aria-describedby={problem?.action === 'edit' ? 'edit-help edit-problem' : 'edit-help'}
        >
          {busy === 'edit' ? 'Taking it over…' : 'Edit'}
        </button>
        <p id="edit-help" className="mt-1 text-xs text-slate-600">
          Take the draft over: the assistant can no longer rewrite it, and it opens in the editor. It stays disabled until you enable it.
        </p>
        {problemFor('edit')}
      </div>
      <div>
        <button type="button" className={`${button.danger} w-full`} disabled={busy !== null} onClick={() => setConfirmDelete(true)} aria-describedby="delete-help">
          Delete…
        </button>
        <p id="delete-help" className="mt-1 text-xs text-slate-600">
          Removes the draft with its history.
        </p>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete the draft “${name}”?`}
        confirmLabel="Delete draft"
        busyLabel="Deleting…"
        danger
        onConfirm={async () => {
          await deleteSkill(name)
          router.push(`/review?deleted=${encodeURIComponent(name)}`)
          router.refresh()
        }}
        onClose={() => setConfirmDelete(false)}
      >
        <p>The draft and all its versions are removed. The assistant can draft it again later; this cannot be undone.</p>
      </ConfirmDialog>
    </div>
  )
}
