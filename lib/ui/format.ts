/** Small display helpers shared by pages and components. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`
}

export function shortHash(hash: string): string {
  return hash.slice(0, 8)
}

export function formatTime(date: Date | string): string {
  return new Date(date).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
}
