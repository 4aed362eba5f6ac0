'use client'
import { useState } from 'react'
import { ApiError, apiFetch } from '@/lib/ui/api-client'
import { Field } from './login-form'

export function SetupForm({ token, minLength }: { token: string; minLength: number }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (form.get('password') !== form.get('confirm')) return setError('The two passwords differ.')
    setBusy(true)
    setError(null)
    try {
      await apiFetch('/api/auth/setup', { method: 'POST', json: { token, email: form.get('email'), password: form.get('password') } })
      window.location.assign('/')
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not reach the server.')
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <Field label="E-mail" name="email" type="email" autoComplete="username" />
      <Field label="Password" name="password" type="password" autoComplete="new-password" minLength={minLength} />
      <Field label="Repeat password" name="confirm" type="password" autoComplete="new-password" minLength={minLength} />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="w-full rounded-md bg-indigo-600 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-500 disabled:opacity-60">
        {busy ? 'Creating…' : 'Create owner and sign in'}
      </button>
    </form>
  )
}
