import type { Metadata } from 'next'
import Link from 'next/link'
import { MainNav } from '@/components/main-nav'
import { SandboxBanner } from '@/components/sandbox-banner'
import { currentOwnerId } from '@/lib/http/page-auth'
import { countPendingReviews, defaultStore } from '@/lib/store'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Skillyard', template: '%s · Skillyard' },
  description: 'The skills your assistant may use, reviewed by you.',
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const signedIn = (await currentOwnerId()) !== null
  const reviewCount = signedIn ? await countPendingReviews(defaultStore()) : 0
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        {signedIn && <SandboxBanner />}
        <header className="border-b border-slate-200 bg-white">
          <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <Link href="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900">
              <img src="/icon.svg" alt="" width={24} height={24} />
              Skillyard
            </Link>
            {signedIn && <MainNav reviewCount={reviewCount} />}
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-8">
          {children}
        </main>
      </body>
    </html>
  )
}
