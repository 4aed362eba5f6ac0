import { redirect } from 'next/navigation'
import { SetupForm } from '@/components/setup-form'
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password'
import { defaultStore, ownerExists } from '@/lib/store'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Set up' }

export default async function SetupPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  if (await ownerExists(defaultStore())) redirect('/login')
  const { token } = await searchParams
  return (
    <div className="mx-auto mt-12 max-w-sm">
      <h1 className="text-2xl font-semibold tracking-tight">Create the owner</h1>
      {token ? (
        <>
          <p className="mt-1 text-sm text-slate-600">The owner decides which skills the assistant may use. This link works once.</p>
          <SetupForm token={token} minLength={PASSWORD_MIN_LENGTH} />
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Open the one-time setup link the server printed when it started (it ends in <code>?token=…</code>).
        </p>
      )}
    </div>
  )
}
