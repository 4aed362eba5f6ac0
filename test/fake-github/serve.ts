/**
 * Starts the fake GitHub API with the sample repository and prints its URL on the first line
 * of stdout (use it as GITHUB_API_URL). Stops on SIGINT or SIGTERM.
 *
 *   node --import tsx test/fake-github/serve.ts [--port 4010]
 *
 * Try https://github.com/skillyard-demo/skills or …/tree/release/v1/skills. Control routes for
 * browser tests: POST /_fake/branches {owner, repo, branch, files}, POST /_fake/failure {rule},
 * POST /_fake/truncate {on}, GET and DELETE /_fake/requests.
 */
import { startFakeGitHub } from './fake-github'
import { sampleRepo } from './sample-repo'

function portArgument(argv: readonly string[]): number {
  const index = argv.indexOf('--port')
  const value = index === -1 ? process.env.FAKE_GITHUB_PORT : argv[index + 1]
  const port = value === undefined ? 0 : Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not '${value}'`)
  return port
}

const fake = await startFakeGitHub([sampleRepo()], { port: portArgument(process.argv.slice(2)) })
process.stdout.write(`${fake.url}\n`)
process.stderr.write(`fake GitHub API for skillyard-demo/skills listening at ${fake.url} (Ctrl-C stops it)\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0))
  })
}
