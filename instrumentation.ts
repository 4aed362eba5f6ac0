/** Runs once when the server starts: loads the built-in skills from ./skills into the store. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./lib/server/start-server')
  await startServer()
}
