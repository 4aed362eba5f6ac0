/**
 * Entries that operating systems add to archives and that are never part of a skill. They are
 * left out and reported with the reason, never dropped silently.
 */
export function ignoredNameReason(path: string): string | null {
  const segments = path.split('/')
  if (segments.includes('__MACOSX')) return 'macOS resource-fork copy (__MACOSX/), added by Archive Utility; not part of any skill'
  if (segments.includes('.git')) return 'git metadata (.git/); not part of any skill'
  if (segments.includes('node_modules')) return 'installed packages (node_modules/); reinstall them from the skill instead of importing them'
  const base = segments[segments.length - 1]
  if (base === '.DS_Store') return 'macOS Finder metadata (.DS_Store); not part of any skill'
  if (base === 'Thumbs.db') return 'Windows thumbnail cache (Thumbs.db); not part of any skill'
  return null
}
