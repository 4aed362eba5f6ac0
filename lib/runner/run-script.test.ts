import { execFileSync } from 'node:child_process'
import { readFile, writeFile, chmod, mkdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSkillyardError } from '../errors/skillyard-error'
import { readHostLayout } from './bwrap-args'
import { resultError } from './result-error'
import { runScript, type RunResult, type RunScriptOptions } from './run-script'
import { sandboxStatus } from './sandbox'
import { errorCode, settings, tempDir, version, type TestVersion } from './test-support'

/**
 * The sandbox against real bubblewrap. A temp "data dir" stands in for the app's: it holds the
 * runner cache, a fake database and a secret file, so each test shows a script cannot reach what
 * sits right next to its own folder.
 */
const SECRET = 'skillyard-secret-7f3c9a'
let data: { dir: string; remove: () => Promise<void> }
let options: RunScriptOptions
let secretFile: string
let server: Server
let port: number

beforeAll(async () => {
  data = await tempDir('skillyard-runner-data-')
  // Like a real data dir (0755): as root the runner starts bwrap as uid 65534, which must be able
  // to reach the cache folder. The secret and the database stay world-readable on purpose, so
  // only the sandbox's mounts stand between them and the script.
  await chmod(data.dir, 0o755)
  secretFile = join(data.dir, 'secret.txt')
  await writeFile(secretFile, SECRET, { mode: 0o644 })
  await writeFile(join(data.dir, 'skillyard.db'), `SQLite format 3\0${SECRET}`, { mode: 0o644 })
  options = { cacheDir: join(data.dir, 'runner-cache') }
  server = createServer((_request, response) => response.end('reached the host'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await data.remove()
})

const run = (skill: TestVersion, script: string, args: Record<string, unknown> = {}, overrides: Partial<RunScriptOptions> & { timeoutSeconds?: number } = {}) => {
  const { timeoutSeconds, ...rest } = overrides
  return runScript({ skill, script, args, settings: settings(timeoutSeconds ? { timeoutSeconds } : {}) }, { ...options, ...rest })
}

/** Runs `source` as scripts/<name> of a one-script skill. */
const runSource = (name: string, source: string, args: Record<string, unknown> = {}, overrides: Parameters<typeof run>[3] = {}) =>
  run(version({ [`scripts/${name}`]: source }), `scripts/${name}`, args, overrides)

/** Host processes whose command line mentions `marker`: what a killed run must not leave behind. */
function hostProcessesWith(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' })
  return out.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'))
}

async function eventually(check: () => boolean, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}

describe('runScript sandbox: what a script cannot reach', () => {
  it('is available here (bubblewrap 0.8 as root)', async () => {
    expect(await sandboxStatus({})).toEqual({ available: true, unsafe: false, reason: null })
  })

  it('cannot read /etc/shadow, the app data dir next to its own folder, or the database', async () => {
    const result = await runSource(
      'read.py',
      `import json
out = {}
for path in ["/etc/shadow", ${JSON.stringify(secretFile)}, ${JSON.stringify(join(data.dir, 'skillyard.db'))}, "../secret.txt", "/skill/../secret.txt"]:
    try:
        out[path] = open(path).read()
    except Exception as error:
        out[path] = type(error).__name__
print(json.dumps(out))
`,
    )
    expect(result).toMatchObject({ ok: true, sandboxed: true })
    expect(Object.values(result.stdout as Record<string, string>)).toEqual(Array(5).fill('FileNotFoundError'))
    expect(JSON.stringify(result)).not.toContain(SECRET)
  })

  it("cannot see the repository, /root or /home (the test's cwd is the repository): / holds only the system folders", async () => {
    const result = await runSource(
      'look.py',
      `import json, os
paths = [${JSON.stringify(join(process.cwd(), 'package.json'))}, "/work", "/root", "/home", "/etc/passwd", "/etc/ssl/private", "/old_root"]
print(json.dumps({"visible": [path for path in paths if os.path.lexists(path)], "root": sorted(os.listdir("/"))}))
`,
    )
    const layout = readHostLayout()
    const systemTop = [...layout.binds, ...layout.symlinks.map((link) => link.path)].map((path) => path.split('/')[1] as string)
    expect(result.stdout).toEqual({ visible: [], root: [...new Set([...systemTop, 'dev', 'proc', 'skill', 'tmp'])].sort() })
  })

  it("does not see the server's environment: only PATH, LANG, HOME, PWD and SKILLYARD_ARGS", async () => {
    process.env.SECRET_TOKEN = 'xyz'
    try {
      const result = await runSource('env.py', 'import json, os\nprint(json.dumps(dict(os.environ)))\n', { a: 1 }, { env: { ...process.env, SECRET_TOKEN: 'xyz' } })
      expect(result.stdout).toEqual({ PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp', PWD: '/skill', SKILLYARD_ARGS: '{"a":1}' })
    } finally {
      delete process.env.SECRET_TOKEN
    }
  })

  it('cannot connect to a server on the host loopback (python socket and bash /dev/tcp)', async () => {
    const reachable = await fetch(`http://127.0.0.1:${port}/`).then((response) => response.text())
    expect(reachable).toBe('reached the host') // the server is up; only the sandbox cannot see it
    const python = await runSource(
      'connect.py',
      `import socket
try:
    socket.create_connection(("127.0.0.1", ${port}), timeout=3).sendall(b"GET / HTTP/1.0\\r\\n\\r\\n")
    print("connected")
except OSError as error:
    print("failed", type(error).__name__)
`,
    )
    expect(python.stdout).toMatch(/^failed /)
    const bash = await runSource('connect.sh', `if exec 3<>/dev/tcp/127.0.0.1/${port}; then echo connected; else echo failed; fi\n`)
    expect(String(bash.stdout).trim()).toBe('failed')
  })

  it('cannot write to /skill or /, only to its private /tmp', async () => {
    const result = await runSource(
      'write.sh',
      `for path in /skill/x /skill/scripts/write.sh /x /usr/x /tmp/x; do
  if (echo data > "$path") 2>/dev/null; then echo "wrote $path"; else echo "refused $path"; fi
done
cat /tmp/x
`,
    )
    expect(String(result.stdout).trim().split('\n')).toEqual([
      'refused /skill/x',
      'refused /skill/scripts/write.sh',
      'refused /x',
      'refused /usr/x',
      'wrote /tmp/x',
      'data',
    ])
  })

  it('runs as uid 65534 in its own pid namespace', async () => {
    const result = await runSource('who.py', 'import json, os\nprint(json.dumps({"uid": os.getuid(), "gid": os.getgid(), "pid": os.getpid(), "cwd": os.getcwd()}))\n')
    expect(result.stdout).toMatchObject({ uid: 65534, gid: 65534, cwd: '/skill' })
    expect((result.stdout as { pid: number }).pid).toBeLessThan(10)
  })
})

describe('runScript sandbox: limits', () => {
  it('kills an endless loop at the timeout (timed_out)', async () => {
    const result = await runSource('loop.py', 'while True:\n    pass\n', {}, { timeoutSeconds: 1 })
    expect(result).toMatchObject({ ok: false, timedOut: true, exitCode: null, signal: 'SIGKILL', sandboxed: true })
    expect(resultError(result, { script: 'scripts/loop.py', timeoutSeconds: 1 })?.code).toBe('timed_out')
  })

  it('kills the whole process tree at the timeout, setsid and nohup children included', async () => {
    const marker = `${1000 + Math.floor(Math.random() * 1000)}.4242`
    const result = await runSource('tree.sh', `setsid sleep ${marker} &\nnohup sleep ${marker} >/dev/null 2>&1 &\n(trap '' TERM; sleep ${marker}) &\nwhile :; do :; done\n`, {}, { timeoutSeconds: 1 })
    expect(result.timedOut).toBe(true)
    expect(await eventually(() => hostProcessesWith(marker).length === 0)).toBe(true)
  })

  it('stops a process bomb at the process limit; the run ends and leaves nothing behind', async () => {
    const marker = `${2000 + Math.floor(Math.random() * 1000)}.4343`
    const result = await runSource(
      'bomb.py',
      `import os, time
made = 0
for _ in range(500):
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        os.execv("/bin/sleep", ["sleep", "${marker}"])
    made += 1
print(made)
`,
      {},
      { timeoutSeconds: 10 },
    )
    expect(result.ok).toBe(true)
    expect(result.stdout).toBeGreaterThan(10)
    expect(result.stdout).toBeLessThan(64)
    expect(await eventually(() => hostProcessesWith(marker).length === 0)).toBe(true)
  })

  it('contains a classic bash fork bomb within the timeout; nothing is left and the host can still start processes', async () => {
    const marker = `forkbomb${Math.floor(Math.random() * 1e9)}`
    const result = await runSource(`${marker}.sh`, 'bomb() { bomb | bomb & }; bomb\nsleep 2\n', {}, { timeoutSeconds: 3 })
    expect(result.stderr).toMatch(/fork: (retry: )?Resource temporarily unavailable/)
    expect(await eventually(() => hostProcessesWith(marker).length === 0)).toBe(true)
    expect(execFileSync('echo', ['host ok'], { encoding: 'utf8' })).toBe('host ok\n')
  })

  it('truncates 100 MB of stdout to 64 KiB with a note, and the run completes', async () => {
    const result = await runSource('flood.py', 'import sys\nchunk = b"x" * (1024 * 1024)\nfor _ in range(100):\n    sys.stdout.buffer.write(chunk)\n', {}, { timeoutSeconds: 60 })
    expect(result).toMatchObject({ ok: true, exitCode: 0, truncated: { stdout: true, stderr: false } })
    const dropped = 100 * 1024 * 1024 - 64 * 1024
    expect(result.stdout).toBe(`${'x'.repeat(64 * 1024)}\n[output truncated: ${dropped} bytes more]`)
  })

  it('keeps the end of a long stderr with a note in front', async () => {
    const result = await runSource('noisy.sh', 'for i in $(seq 1 20000); do echo "line $i" >&2; done\nexit 2\n')
    expect(result).toMatchObject({ ok: false, exitCode: 2, truncated: { stdout: false, stderr: true } })
    expect(result.stderr).toMatch(/^\[output truncated: \d+ bytes before\]\n/)
    expect(result.stderr.endsWith('line 20000\n')).toBe(true)
    expect(Buffer.byteLength(result.stderr)).toBeLessThan(64 * 1024 + 100)
  })

  it('refuses memory beyond 1 GiB (python) but lets node use its heap, buffers and a worker', async () => {
    const python = await runSource('hog.py', 'data = bytearray(1536 * 1024 * 1024)\nprint("allocated")\n')
    expect(python.ok).toBe(false)
    expect(python.stderr).toContain('MemoryError')
    const node = await runSource(
      'ok.js',
      `const { Worker } = require('node:worker_threads')
const items = Array.from({ length: 1e6 }, (_, i) => ({ i }))
const buffer = Buffer.alloc(200 * 1024 * 1024, 1)
new Worker('require("node:worker_threads").parentPort.postMessage(42)', { eval: true }).on('message', (answer) => {
  console.log(JSON.stringify({ items: items.length, buffer: buffer.length, answer }))
})
`,
    )
    expect(node.stdout).toEqual({ items: 1e6, buffer: 200 * 1024 * 1024, answer: 42 })
    const nodeHog = await runSource('hog.js', 'Buffer.alloc(1536 * 1024 * 1024, 1); console.log("allocated")\n')
    expect(nodeHog.ok).toBe(false)
  })

  it('stops a file larger than 16 MiB (Python gets EFBIG, other programs SIGXFSZ)', async () => {
    const python = await runSource('big.py', 'with open("/tmp/big", "wb") as f:\n    f.write(b"0" * (20 * 1024 * 1024))\nprint("written")\n')
    expect(python).toMatchObject({ ok: false, exitCode: 1, stdout: '' })
    expect(python.stderr).toContain('File too large')
    const bash = await runSource('big.sh', 'head -c 20971520 /dev/zero > /tmp/big\necho "head exited $?"\n')
    expect(bash.stdout).toBe(`head exited ${128 + 25}\n`) // SIGXFSZ is 25
    const killed = await runSource('big2.sh', 'exec head -c 20971520 /dev/zero > /tmp/big\n')
    expect(killed).toMatchObject({ ok: false, exitCode: 128 + 25 }) // bwrap reports a signal as 128 + n
    expect(resultError(killed, { script: 'scripts/big2.sh', timeoutSeconds: 30 })?.message).toContain('killed by SIGXFSZ (it wrote a file larger than the sandbox allows)')
  })
})

describe('runScript: arguments and results', () => {
  const args = { text: 'héllo wörld ✓ 😀 日本', quote: 'a "b" \\ c', newline: 'x\ny', nul: 'a\u0000b', list: [1, 2.5, null, true], nested: { deep: { n: -1 } } }

  it('passes the arguments as JSON on stdin and in SKILLYARD_ARGS (python)', async () => {
    const result = await runSource('echo.py', 'import json, os, sys\nprint(json.dumps({"stdin": json.load(sys.stdin), "env": json.loads(os.environ["SKILLYARD_ARGS"])}))\n', args)
    expect(result.stdout).toEqual({ stdin: args, env: args })
  })

  it('passes the arguments to node and bash the same way', async () => {
    const node = await runSource('echo.mjs', 'let input = ""\nfor await (const chunk of process.stdin) input += chunk\nconsole.log(JSON.stringify({ stdin: JSON.parse(input), env: JSON.parse(process.env.SKILLYARD_ARGS) }))\n', args)
    expect(node.stdout).toEqual({ stdin: args, env: args })
    const bash = await runSource('echo.sh', 'stdin=$(cat)\nprintf \'{"stdin": %s, "env": %s}\' "$stdin" "$SKILLYARD_ARGS"\n', args)
    expect(bash.stdout).toEqual({ stdin: args, env: args })
  })

  it('returns a non-zero exit as a failure with the end of stderr (script_failed)', async () => {
    const result = await runSource('fail.py', 'import sys\nprint("partial")\nraise ValueError("boom")\n')
    expect(result).toMatchObject({ ok: false, exitCode: 1, timedOut: false, stdout: 'partial\n' })
    expect(result.stderr).toContain('Traceback')
    const error = resultError(result, { script: 'scripts/fail.py', timeoutSeconds: 30 })
    expect(error?.code).toBe('script_failed')
    expect(error?.message).toContain('exited with code 1')
    expect(error?.message).toContain('ValueError: boom')
  })

  it('parses JSON stdout and keeps other stdout as text', async () => {
    expect((await runSource('json.sh', 'echo \'{"answer": [42]}\'\n')).stdout).toEqual({ answer: [42] })
    expect((await runSource('text.sh', 'echo "not json {"\n')).stdout).toBe('not json {\n')
    expect((await runSource('empty.sh', 'true\n')).stdout).toBe('')
  })

  it('chooses the interpreter by extension and, for other files, by the #! line', async () => {
    const skill = version(
      {
        'scripts/a.sh': 'echo "bash $BASH_VERSION" | cut -c1-4\n',
        'scripts/b.py': 'import sys\nprint("python", sys.version_info[0])\n',
        'scripts/c.js': 'console.log("node", typeof process.versions.node)\n',
        'scripts/d.cjs': 'console.log("cjs", typeof require)\n',
        'scripts/e.mjs': 'console.log("mjs", typeof import.meta.url)\n',
        'scripts/f': '#!/bin/sh\necho "sh $0"\n',
        'scripts/g': '#!/usr/bin/env python3\nimport sys\nprint("env-python", sys.flags.dont_write_bytecode)\n',
        'tools/h.tool': '#!/usr/bin/env node\nconsole.log("env-node")\n',
      },
      { executable: ['tools/h.tool'] },
    )
    const outputs: string[] = []
    for (const script of ['scripts/a.sh', 'scripts/b.py', 'scripts/c.js', 'scripts/d.cjs', 'scripts/e.mjs', 'scripts/f', 'scripts/g', 'tools/h.tool']) {
      const result = await run(skill, script)
      expect(result.stderr).toBe('')
      outputs.push(String(result.stdout).trim())
    }
    expect(outputs).toEqual(['bash', 'python 3', 'node string', 'cjs function', 'mjs string', 'sh /skill/scripts/f', 'env-python 1', 'env-node'])
  })

  it('lets a Python script import a module beside it', async () => {
    const skill = version({ 'scripts/main.py': 'import helper\nprint(helper.VALUE)\n', 'scripts/helper.py': 'VALUE = 7\n' })
    expect((await run(skill, 'scripts/main.py')).stdout).toBe(7)
  })
})

describe('runScript: refusals', () => {
  const skill = version({ 'scripts/ok.sh': 'echo ok\n', 'scripts/notes.txt': 'hello\n', 'scripts/plain': 'echo no shebang\n', 'references/r.py': 'print(1)\n' })

  it.each([
    ['a missing script', 'scripts/missing.sh', 'script_not_found'],
    ['SKILL.md', 'SKILL.md', 'script_not_found'],
    ['a data file', 'scripts/notes.txt', 'script_not_found'],
    ['a .py outside scripts/ without #!', 'references/r.py', 'script_not_found'],
    ['a path that escapes', '../ok.sh', 'script_not_found'],
  ])('refuses %s (%s)', async (_label, script, code) => {
    expect(await errorCode(run(skill, script))).toBe(code)
  })

  it('refuses an executable file without a known extension or #! line (script_failed)', async () => {
    const binary = version({ 'scripts/tool': 'echo hi\n' }, { executable: ['scripts/tool'] })
    expect(await errorCode(run(binary, 'scripts/tool'))).toBe('script_failed')
  })

  it('refuses a skill with an egress allow-list (network_not_supported), never running it with a network', async () => {
    const call = runScript(
      { skill, script: 'scripts/ok.sh', args: {}, settings: settings({ network: 'allowlist', allowedDomains: ['api.example.com'] }) },
      options,
    )
    const error = await call.catch((caught: unknown) => caught)
    expect(isSkillyardError(error) && error.code).toBe('network_not_supported')
    expect((error as Error).message).toContain('this Skillyard runs scripts without network; egress allow-lists are not supported yet')
  })

  it('refuses a version whose bytes do not match their SHA-256 (cache_corrupt)', async () => {
    const damaged = { ...skill, files: skill.files.map((file) => (file.path === 'scripts/ok.sh' ? { ...file, bytes: new TextEncoder().encode('echo evil\n') } : file)) }
    expect(await errorCode(run(damaged, 'scripts/ok.sh'))).toBe('cache_corrupt')
  })

  it('refuses arguments too large for SKILLYARD_ARGS (invalid_arguments)', async () => {
    expect(await errorCode(run(skill, 'scripts/ok.sh', { text: 'x'.repeat(70 * 1024) }))).toBe('invalid_arguments')
  })

  it('runs the stored bytes, not a tampered cache copy', async () => {
    const first = await run(skill, 'scripts/ok.sh')
    expect(first.stdout).toBe('ok\n')
    const cached = join(options.cacheDir, skill.hash, 'scripts/ok.sh')
    await chmod(cached, 0o644)
    await writeFile(cached, 'echo EK\n') // same size, one byte changed twice over
    await mkdir(join(options.cacheDir, skill.hash, 'scripts/extra'), { recursive: true })
    expect((await run(skill, 'scripts/ok.sh')).stdout).toBe('ok\n')
    expect(await readFile(cached, 'utf8')).toBe('echo ok\n')
  })
})

describe('runScript: without a working bubblewrap', () => {
  const skill = version({ 'scripts/where.py': 'import json, os\nprint(json.dumps({"cwd": os.getcwd(), "env": sorted(os.environ)}))\n' })

  it('throws sandbox_unavailable with install advice when bwrap is missing', async () => {
    const error = await run(skill, 'scripts/where.py', {}, { bwrapPath: '/nonexistent/bwrap', env: {} }).catch((caught: unknown) => caught)
    expect(isSkillyardError(error) && error.code).toBe('sandbox_unavailable')
    expect((error as Error).message).toContain('apt-get install bubblewrap')
    expect(await sandboxStatus({}, { bwrapPath: '/nonexistent/bwrap' })).toMatchObject({ available: false, unsafe: false })
  })

  it('throws sandbox_unavailable when bwrap cannot build namespaces, without running the script', async () => {
    const fake = join(data.dir, 'fake-bwrap')
    const ranMarker = join(data.dir, 'script-ran')
    await writeFile(fake, `#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n`, { mode: 0o755 })
    const script = version({ 'scripts/touch.sh': `touch ${ranMarker}\n` })
    const error = await run(script, 'scripts/touch.sh', {}, { bwrapPath: fake, env: {} }).catch((caught: unknown) => caught)
    expect(isSkillyardError(error) && error.code).toBe('sandbox_unavailable')
    expect((error as Error).message).toContain('setting up uid map: Permission denied')
    expect((await sandboxStatus({ SKILLYARD_UNSAFE_NO_SANDBOX: '1' }, { bwrapPath: fake })).unsafe).toBe(true)
    await expect(readFile(ranMarker)).rejects.toThrow(/ENOENT/)
  })

  it('with SKILLYARD_UNSAFE_NO_SANDBOX=1 runs the script directly, marked sandboxed: false, with the same env and cwd', async () => {
    const result: RunResult = await run(skill, 'scripts/where.py', {}, { bwrapPath: '/nonexistent/bwrap', env: { SKILLYARD_UNSAFE_NO_SANDBOX: '1' } })
    expect(result).toMatchObject({ ok: true, sandboxed: false })
    expect(result.stdout).toEqual({ cwd: join(options.cacheDir, skill.hash), env: ['HOME', 'LANG', 'PATH', 'PWD', 'SKILLYARD_ARGS'] })
    // The control for the loopback test: without the sandbox the same connection succeeds.
    const connect = version({ 'scripts/connect.py': `import socket\nsocket.create_connection(("127.0.0.1", ${port}), timeout=3)\nprint("connected")\n` })
    expect((await run(connect, 'scripts/connect.py', {}, { bwrapPath: '/nonexistent/bwrap', env: { SKILLYARD_UNSAFE_NO_SANDBOX: '1' } })).stdout).toBe('connected\n')
  })

  it("treats a script that imitates bwrap's error as a failed script, never as a missing sandbox to rerun unsandboxed", async () => {
    const ranMarker = join(data.dir, 'imitator-ran-unsandboxed')
    const imitator = version({ 'scripts/imitate.sh': `touch ${ranMarker} 2>/dev/null\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n` })
    const result = await run(imitator, 'scripts/imitate.sh', {}, { env: { SKILLYARD_UNSAFE_NO_SANDBOX: '1' } })
    expect(result).toMatchObject({ ok: false, exitCode: 1, sandboxed: true })
    await expect(readFile(ranMarker)).rejects.toThrow(/ENOENT/)
  })

  it.runIf(process.getuid?.() === 0)('as root, explains a cache folder that uid 65534 cannot reach instead of running (sandbox_unavailable)', async () => {
    const hidden = join(data.dir, 'private')
    await mkdir(hidden, { mode: 0o700 })
    await chmod(hidden, 0o700)
    const cacheDir = join(hidden, 'runner-cache')
    const error = await run(skill, 'scripts/where.py', {}, { cacheDir, env: {} }).catch((caught: unknown) => caught)
    expect(isSkillyardError(error) && error.code).toBe('sandbox_unavailable')
    expect((error as Error).message).toContain(`chmod o+x ${hidden}`)
    expect(await sandboxStatus({}, { cacheDir })).toMatchObject({ available: false, reason: expect.stringContaining('chmod o+x') })
    expect(await sandboxStatus({}, { cacheDir: options.cacheDir })).toMatchObject({ available: true })
  })

  it('still uses the sandbox when bwrap works, even with SKILLYARD_UNSAFE_NO_SANDBOX=1', async () => {
    const result = await run(skill, 'scripts/where.py', {}, { env: { SKILLYARD_UNSAFE_NO_SANDBOX: '1' } })
    expect(result).toMatchObject({ sandboxed: true, stdout: { cwd: '/skill' } })
  })
})
