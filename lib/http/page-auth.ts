import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { SESSION_COOKIE, ownerFromSessionCookie } from '../auth/owner-session'
import { defaultStore } from '../store'

/** The signed-in owner's id, or null. For server components. */
export async function currentOwnerId(): Promise<number | null> {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value
  return cookie ? ownerFromSessionCookie(defaultStore(), cookie) : null
}

/** Pages call this first: a signed-out visitor goes to /login and comes back to `path` after. */
export async function requireOwnerPage(path: string): Promise<number> {
  const ownerId = await currentOwnerId()
  if (ownerId === null) redirect(`/login?next=${encodeURIComponent(path)}`)
  return ownerId
}
