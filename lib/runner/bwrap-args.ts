import { existsSync, lstatSync, readlinkSync } from 'node:fs'
import { RUNNER_LIMITS } from './limits'

/** Where the skill's folder appears inside the sandbox; also the script's working directory. */
export const SANDBOX_SKILL_DIR = '/skill'
/** `nobody`: the uid and gid a script runs as inside its user namespace. */
export const SANDBOX_ID = 65534
/**
 * bwrap writes JSON status lines here; `{"exit-code": N}` comes only after the command was
 * started inside a finished sandbox, which tells a script's failure from bwrap's own.
 */
export const STATUS_FD = 4
/** Where a script looks for programs; interpreters named by extension or `env` are found here too. */
export const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin'

/** Top-level system folders interpreters live in or load libraries from. */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']

/**
 * The only parts of /etc a script sees. Not /etc/passwd (lists the host's accounts), not
 * /etc/ssl/private (keys), never /etc/shadow. ld.so.cache is what lets the dynamic loader find
 * multiarch libraries; alternatives holds links such as /usr/bin/python3 on some systems.
 */
const ETC_ENTRIES = ['/etc/alternatives', '/etc/ld.so.cache', '/etc/localtime', '/etc/ssl/certs', '/etc/ssl/openssl.cnf']

/** How this machine's system folders are laid out: real folders are bound, merged-/usr links recreated. */
export interface HostLayout {
  /** Host paths bound read-only at the same place inside the sandbox. */
  binds: string[]
  /** Links recreated inside the sandbox, e.g. `/bin -> usr/bin` on a merged-/usr system. */
  symlinks: Array<{ path: string; target: string }>
  /** Real system folders: an interpreter must resolve to a file inside one of them to be visible in the sandbox. */
  systemRoots: string[]
}

/** Reads the host's layout (a few lstat calls). */
export function readHostLayout(): HostLayout {
  const layout: HostLayout = { binds: [], symlinks: [], systemRoots: [] }
  for (const dir of SYSTEM_DIRS) {
    const stat = lstatOrNull(dir)
    if (stat === null) continue
    if (stat.isSymbolicLink()) {
      layout.symlinks.push({ path: dir, target: readlinkSync(dir) })
    } else if (stat.isDirectory()) {
      layout.binds.push(dir)
      layout.systemRoots.push(dir)
    }
  }
  for (const entry of ETC_ENTRIES) if (existsSync(entry)) layout.binds.push(entry)
  return layout
}

export interface SandboxSpec {
  /** Host folder bound read-only at SANDBOX_SKILL_DIR; omitted by the availability probe. */
  skillDir?: string
  /** The script's whole environment. */
  env: Readonly<Record<string, string>>
  layout: HostLayout
}

/**
 * bwrap's options for one run (the command follows `--`). Every namespace is new, the network
 * one included (`--unshare-all` without `--share-net`, so only a loopback that leads nowhere);
 * the script runs as 65534 with no capabilities and cannot make user namespaces of its own. The
 * root is an empty tmpfs remounted read-only, so the only writable place is the private /tmp.
 */
export function bwrapOptions(spec: SandboxSpec): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user', // explicit, because --disable-userns needs it
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--uid', String(SANDBOX_ID),
    '--gid', String(SANDBOX_ID),
    '--hostname', 'skillyard-sandbox',
    '--clearenv',
    '--json-status-fd', String(STATUS_FD),
  ]
  for (const path of spec.layout.binds) args.push('--ro-bind', path, path)
  for (const link of spec.layout.symlinks) args.push('--symlink', link.target, link.path)
  args.push('--proc', '/proc', '--dev', '/dev', '--size', String(RUNNER_LIMITS.tmpBytes), '--tmpfs', '/tmp')
  if (spec.skillDir !== undefined) args.push('--ro-bind', spec.skillDir, SANDBOX_SKILL_DIR)
  args.push('--remount-ro', '/', '--chdir', spec.skillDir !== undefined ? SANDBOX_SKILL_DIR : '/')
  for (const [name, value] of Object.entries(spec.env)) args.push('--setenv', name, value)
  return args
}

function lstatOrNull(path: string) {
  try {
    return lstatSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null // absent here (say /lib32): nothing to bind
    throw error
  }
}
