import { ApiTokens } from '@/components/settings/api-tokens'
import { WebhookForm } from '@/components/settings/webhook-form'
import { WEBHOOK_SETTING } from '@/lib/agent/notify'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore, readAppSetting, listApiTokens } from '@/lib/store'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Settings' }

// GET /settings – the owner's settings: API tokens, review notifications.
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
      <section aria-labelledby="notifications" className="space-y-4">
        <div>
          <h2 id="notifications" className="text-lg font-semibold">Notifications</h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">Hear about drafts and edit plans without keeping Skillyard open.</p>
        </div>
        <WebhookForm initialUrl={await readAppSetting(defaultStore(), WEBHOOK_SETTING)} />
      </section>
    </div>
  )
}
