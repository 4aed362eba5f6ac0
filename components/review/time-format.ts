/** How long ago and how long still, in words for the review queue. Pure: `now` is passed in. */

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' })

/** "just now", "3 minutes ago", "2 hours ago", "4 days ago". */
export function ageText(at: Date | string, now: number): string {
  const seconds = Math.max(0, (now - new Date(at).getTime()) / 1000)
  if (seconds < 45) return 'just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return relative.format(-minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return relative.format(-hours, 'hour')
  return relative.format(-Math.floor(hours / 24), 'day')
}

/** "1 h 52 min", "7 min", "less than a minute"; null once the moment has passed. */
export function timeLeftText(until: Date | string, now: number): string | null {
  const left = new Date(until).getTime() - now
  if (left <= 0) return null
  const minutes = Math.floor(left / 60_000)
  if (minutes < 1) return 'less than a minute'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** The absolute moment, for a tooltip next to the relative text. */
export function exactTime(at: Date | string): string {
  return new Date(at).toISOString().replace('T', ' ').slice(0, 19) + ' UTC'
}
