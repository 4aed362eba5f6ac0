'use client'
import { useId, useState } from 'react'
import { useRouter } from 'next/navigation'
import { NAME_RULE_TEXT } from '@/lib/skill/name'
import { ApiError, apiFetch } from '@/lib/ui/api-client'
import { Modal } from './modal'
import { inputClass, primaryButton, secondaryButton } from './styles'

/** The "New skill" button and its dialog: the server makes the skill from its template, then we open it. */
export function NewSkillButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        New skill
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="new-skill-title">
        <NewSkillForm onCancel={() => setOpen(false)} />
      </Modal>
    </>
  )
}

function NewSkillForm({ onCancel }: { onCancel: () => void }) {
  const router = useRouter()
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const name = String(form.get('name') ?? '').trim()
    const description = String(form.get('description') ?? '').trim()
    setBusy(true)
    setError(null)
    try {
      const { skill } = await apiFetch<{ skill: { name: string } }>('/api/skills', {
        method: 'POST',
        json: { name, ...(description ? { description } : {}) },
      })
      // Stay busy: the dialog goes away with the page.
      router.push(`/skills/${encodeURIComponent(skill.name)}`)
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not reach the server.')
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <h2 id="new-skill-title" className="text-lg font-semibold">New skill</h2>
        <p className="mt-1 text-sm text-slate-600">Starts from a small template, disabled until you enable it.</p>
      </div>
      <label className="block text-sm">
        <span className="font-medium text-slate-700">Name</span>
        <input
          name="name"
          required
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`${inputClass} font-mono`}
          placeholder="pdf-form-filler"
        />
        <span id={`${id}-hint`} className="mt-1 block text-xs text-slate-500">
          Also the folder name: {NAME_RULE_TEXT}.
        </span>
      </label>
      <label className="block text-sm">
        <span className="font-medium text-slate-700">
          Description <span className="font-normal text-slate-500">(optional)</span>
        </span>
        <textarea name="description" rows={3} className={inputClass} placeholder="What it does and when the assistant should use it." />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Creating…' : 'Create skill'}
        </button>
      </div>
    </form>
  )
}
