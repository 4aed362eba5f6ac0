import { redirect } from 'next/navigation'
import { LoginForm } from '@/components/login-form'
import { currentOwnerId } from '@/lib/http/page-auth'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Sign in' }

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const { next } = await searchParams
  const target = next?.startsWith('/') && !next.startsWith('//') ? next : '/'
  if ((await currentOwnerId()) !== null) redirect(target)
  return (
    <div className="mx-auto mt-12 max-w-sm">
      <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
      <p className="mt-1 text-sm text-slate-600">Only the owner of this Skillyard can sign in.</p>
      <LoginForm next={target} />
    </div>
  )
}
