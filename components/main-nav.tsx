import Link from 'next/link'
import { SignOutButton } from './sign-out-button'

const link = 'rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900'

/** The top navigation for a signed-in owner. */
export function MainNav({ reviewCount }: { reviewCount: number }) {
  return (
    <>
      <Link href="/" className={link}>Skills</Link>
      <Link href="/import" className={link}>Import</Link>
      <Link href="/review" className={`${link} inline-flex items-center gap-1.5`}>
        Needs review
        <span
          data-testid="review-count"
          className={`rounded-full px-1.5 text-xs font-semibold ${reviewCount > 0 ? 'bg-amber-500 text-white' : 'bg-slate-200 text-slate-600'}`}
        >
          {reviewCount}
        </span>
      </Link>
      <Link href="/approvals" className={link}>Approvals</Link>
      <Link href="/playground" className={link}>Playground</Link>
      <Link href="/settings" className={link}>Settings</Link>
      <span className="ml-auto" />
      <SignOutButton />
    </>
  )
}
