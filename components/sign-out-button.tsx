'use client'
import { apiFetch } from '@/lib/ui/api-client'

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={async () => {
        await apiFetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined)
        window.location.assign('/login')
      }}
      className="text-sm text-slate-600 hover:text-slate-900"
    >
      Sign out
    </button>
  )
}
