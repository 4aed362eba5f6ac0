import { ApiTokens } from '@/components/settings/api-tokens'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore, listApiTokens } from '@/lib/store'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Settings' }

// GET /settings – the owner's settings: API tokens.
export default async function SettingsPage() {
  await requireOwnerPage('/settings')
  const tokens = (await listApiTokens(defaultStore())).map((token) => ({
    ...token,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  }))
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <ApiTokens initialTokens={tokens} />
    </div>
  )
}
