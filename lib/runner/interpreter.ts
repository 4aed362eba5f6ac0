import { accessSync, constants, realpathSync, statSync } from 'node:fs'
import { basename, isAbsolute, join } from 'node:path'
import { extensionOf, SCRIPT_INTERPRETERS } from '../skill/scripts'
import { SANDBOX_PATH, type HostLayout } from './bwrap-args'
import { isInside } from './inside'
import { runnerError } from './runner-error'

/** The program that runs a script, and how. */
export interface Interpreter {
  /** Absolute program path (the same inside the sandbox and on the host) followed by its options. */
  command: string[]
  /** How it was chosen, for messages. */
  source: 'extension' | 'shebang'
  /** False for Node, whose V8 cannot start under a 1 GiB address-space limit; RLIMIT_DATA still applies. */
  limitAddressSpace: boolean
}

/**
 * Python: -B because /skill is read-only (no .pyc), -E and -s so no PYTHON* variable or user
 * site-packages changes what loads. Not -I: it also drops the script's own folder from sys.path,
 * which breaks `import helpers` from scripts/helpers.py.
 */
const PYTHON_OPTIONS = ['-B', '-E', '-s']
const PYTHON = /^python(\d+(\.\d+)?)?$/
const NODE = /^node(js)?$/
/** Linux reads at most this much of a `#!` line. */
const SHEBANG_BYTES = 256

/** A script's file as the resolver needs it. */
export interface ScriptSource {
  path: string
  bytes: Uint8Array
}

/**
 * Picks the interpreter for a script: by extension (SCRIPT_INTERPRETERS: .sh/.bash → bash,
 * .py → python3, .js/.mjs/.cjs → node), otherwise by its `#!` line (`#!/bin/sh`,
 * `#!/usr/bin/env python3`, `#!/usr/bin/env -S node --no-warnings`). The program must be a file
 * inside the sandbox's system folders; anything else is `script_failed` with the reason.
 */
export function resolveInterpreter(script: ScriptSource, layout: HostLayout): Interpreter {
  const byExtension = SCRIPT_INTERPRETERS[extensionOf(script.path)]
  if (byExtension !== undefined) {
    const program = findProgram(byExtension, layout)
    if (program === null) {
      throw runnerError('script_failed', `${script.path} needs ${byExtension}, which is not installed on this server (looked in ${SANDBOX_PATH}).`, {
        path: script.path,
        interpreter: byExtension,
      })
    }
    return interpreter(program, [], 'extension')
  }
  const shebang = readShebang(script.bytes)
  if (shebang === null) {
    throw runnerError(
      'script_failed',
      `Skillyard does not know how to run ${script.path}: give it one of the extensions ${Object.keys(SCRIPT_INTERPRETERS).join(', ')} or a #! line such as '#!/usr/bin/env python3'.`,
      { path: script.path },
    )
  }
  return fromShebang(script.path, shebang, layout)
}

function fromShebang(path: string, line: string, layout: HostLayout): Interpreter {
  const [program = '', ...rest] = line.split(/[ \t]+/)
  const fail = (why: string) => runnerError('script_failed', `Cannot run ${path} with its '#!${line}' line: ${why}.`, { path, shebang: line })
  if (!isAbsolute(program)) throw fail('the interpreter must be an absolute path')
  if (basename(program) === 'env') {
    const words = rest[0] === '-S' ? rest.slice(1) : rest
    const [name = '', ...options] = words
    if (name === '' || name.startsWith('-') || name.includes('/') || name.includes('=')) {
      throw fail("after /usr/bin/env give a program name (options other than -S are not supported)")
    }
    const found = findProgram(name, layout)
    if (found === null) throw fail(`${name} is not installed on this server (looked in ${SANDBOX_PATH})`)
    return interpreter(found, options, 'shebang')
  }
  if (!isVisibleProgram(program, layout)) throw fail(`${program} does not exist inside the sandbox`)
  // Linux hands everything after the interpreter to it as one argument; so do we.
  const option = line.slice(program.length).trim()
  return interpreter(program, option === '' ? [] : [option], 'shebang')
}

function interpreter(program: string, options: string[], source: Interpreter['source']): Interpreter {
  const name = basename(program)
  const extra = PYTHON.test(name) ? PYTHON_OPTIONS : []
  return { command: [program, ...extra, ...options], source, limitAddressSpace: !NODE.test(name) }
}

/** The `#!` line without `#!`, or null when the file has none. */
export function readShebang(bytes: Uint8Array): string | null {
  if (bytes[0] !== 0x23 || bytes[1] !== 0x21) return null
  const head = bytes.subarray(0, SHEBANG_BYTES)
  const end = head.indexOf(0x0a)
  const line = new TextDecoder().decode(head.subarray(2, end === -1 ? head.length : end)).replace(/\r$/, '').trim()
  return line === '' ? null : line
}

/** `name` looked up in the sandbox's PATH, on the host, keeping only programs the sandbox can see. */
export function findProgram(name: string, layout: HostLayout): string | null {
  for (const dir of SANDBOX_PATH.split(':')) {
    const candidate = join(dir, name)
    if (isVisibleProgram(candidate, layout)) return candidate
  }
  return null
}

/**
 * An executable regular file whose real location is inside a bound system folder. The path
 * itself is kept (not its target): programs such as busybox choose what to be from argv[0].
 */
function isVisibleProgram(path: string, layout: HostLayout): boolean {
  let real: string
  try {
    real = realpathSync(path)
    if (!statSync(real).isFile()) return false
    accessSync(real, constants.X_OK)
  } catch (error) {
    if (['ENOENT', 'ENOTDIR', 'EACCES', 'ELOOP'].includes((error as NodeJS.ErrnoException).code ?? '')) return false
    throw error
  }
  return layout.systemRoots.some((root) => isInside(root, real))
}
