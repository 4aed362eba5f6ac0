'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { errorMessage } from '@/lib/ui/skill-api'
import { button, inputClass } from './button-styles'

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus to
 * the control that opened it.
 */
export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose(): void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Closing because `open` turned false is the parent's own doing; only Escape reports back.
  const openRef = useRef(open)
  useEffect(() => {
    openRef.current = open
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        if (openRef.current) onClose()
      }}
      className="m-auto w-full max-w-lg rounded-lg bg-white p-0 shadow-xl ring-1 ring-slate-900/10 backdrop:bg-slate-900/40"
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">{title}</h2>
          <div className="mt-3">{children}</div>
        </div>
      )}
    </dialog>
  )
}

/**
 * The busy/error state every dialog action shares: reset when the dialog opens; `run` marks it
 * busy, and a failure keeps the dialog open with the server's message.
 */
export function useDialogAction(open: boolean) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open) {
      setError(null)
      setBusy(false)
    }
  }, [open])
  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(errorMessage(caught))
      setBusy(false)
    }
  }
  return { error, setError, busy, run }
}

/** Asks one text value; a failed `onSubmit` keeps the dialog open with the server's message under the field. */
export function PromptDialog({
  open,
  title,
  label,
  hint,
  defaultValue = '',
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
}: {
  open: boolean
  title: string
  label: string
  hint?: React.ReactNode
  defaultValue?: string
  submitLabel: string
  busyLabel: string
  onSubmit(value: string): Promise<void>
  onClose(): void
}) {
  const { error, setError, busy, run } = useDialogAction(open)
  const inputId = useId()
  const errorId = useId()
  const hintId = useId()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('value') ?? '').trim()
    if (!value) return setError(`Enter ${label.toLowerCase()}.`)
    await run(() => onSubmit(value))
  }

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">{label}</label>
          <input
            id={inputId}
            name="value"
            defaultValue={defaultValue}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined}
            className={inputClass}
          />
          {hint && <p id={hintId} className="mt-1 text-xs text-slate-500">{hint}</p>}
          {error && (
            <p id={errorId} role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={button.secondary} onClick={onClose}>Cancel</button>
          <button type="submit" className={button.primary} disabled={busy}>{busy ? busyLabel : submitLabel}</button>
        </div>
      </form>
    </Dialog>
  )
}

/** Asks before something that cannot be taken back; the error of a failed `onConfirm` shows in the dialog. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  children: React.ReactNode
  confirmLabel: string
  busyLabel: string
  danger?: boolean
  onConfirm(): Promise<void>
  onClose(): void
}) {
  const { error, busy, run } = useDialogAction(open)
  const confirm = () => run(onConfirm)

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div className="space-y-4">
        <div className="text-sm text-slate-700">{children}</div>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={button.secondary} onClick={onClose} autoFocus>Cancel</button>
          <button type="button" className={danger ? button.dangerSolid : button.primary} disabled={busy} onClick={confirm}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
