import path from 'node:path'

/**
 * Where the SQLite database lives: DATABASE_URL wins, else `<DATA_DIR>/skillyard.db`
 * with DATA_DIR defaulting to ./data. Relative paths resolve against the process cwd.
 */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) return env.DATABASE_URL
  return `file:${path.resolve(dataDir(env), 'skillyard.db')}`
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? 'data')
}

/** The filesystem path of a `file:` URL, for code that must create the folder first. */
export function databaseFile(url: string): string | null {
  if (!url.startsWith('file:')) return null
  return path.resolve(/*turbopackIgnore: true*/ url.slice('file:'.length).split('?')[0]!)
}

/** Where the runner materialises skill versions by hash (inside the data directory, never in the sandbox's view). */
export function skillCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(dataDir(env), 'cache', 'skills')
}
