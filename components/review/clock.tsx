'use client'
import { useEffect, useState } from 'react'
import { ageText, exactTime, timeLeftText } from './time-format'

const TICK_MS = 30_000

/**
 * The current time, starting from the server's `now` so the first render matches the HTML the
 * server sent (no hydration mismatch), then following the browser's clock.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/** "3 minutes ago", with the exact time as a tooltip. */
export function Age({ at, serverNow }: { at: string; serverNow: number }) {
  const now = useNow(serverNow)
  return (
    <time dateTime={at} title={exactTime(at)}>
      {ageText(at, now)}
    </time>
  )
}

/** "expires in 1 h 52 min", or "expired". */
export function Expiry({ at, serverNow }: { at: string; serverNow: number }) {
  const now = useNow(serverNow)
  const left = timeLeftText(at, now)
  return (
    <time dateTime={at} title={exactTime(at)} className={left === null ? 'font-medium text-red-700' : undefined}>
      {left === null ? 'expired' : `expires in ${left}`}
    </time>
  )
}
