'use client'
import { useId } from 'react'
import { button } from '@/components/skill-page/button-styles'
import { Dialog, useDialogAction } from '@/components/skill-page/dialog'

const MAX_REASON = 1000

/** Asks why a plan is rejected (a textarea); a failed `onSubmit` keeps the dialog open with the error under the field. */
export function RejectDialog({ open, skillName, onSubmit, onClose }: { open: boolean; skillName: string; onSubmit(reason: string): Promise<void>; onClose(): void }) {
  const { error, setError, busy, run } = useDialogAction(open)
  const fieldId = useId()
  const hintId = useId()
  const errorId = useId()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim()
    if (!reason) return setError('Say why, so the assistant can do better next time.')
    await run(() => onSubmit(reason))
  }

  return (
    <Dialog open={open} title={`Reject the edit plan for ${skillName}`} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">Reason</label>
          <textarea
            id={fieldId}
            name="reason"
            rows={4}
            maxLength={MAX_REASON}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={() => error && setError(null)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            Kept with the plan. Nothing in the skill changes. At most {MAX_REASON} characters.
          </p>
          {error && (
            <p id={errorId} role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={button.secondary} onClick={onClose}>Cancel</button>
          <button type="submit" className={button.dangerSolid} disabled={busy}>{busy ? 'Rejecting…' : 'Reject plan'}</button>
        </div>
      </form>
    </Dialog>
  )
}
