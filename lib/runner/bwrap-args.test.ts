import { describe, expect, it } from 'vitest'
import { bwrapOptions, readHostLayout, SANDBOX_SKILL_DIR, STATUS_FD } from './bwrap-args'

const layout = readHostLayout()
const options = bwrapOptions({ skillDir: '/data/runner-cache/abc', env: { PATH: '/usr/bin', SKILLYARD_ARGS: '{"a":1}' }, layout })

/** `[flag, value…]` groups, so a test can ask which sources are bound where. */
function pairs(flag: string, arity: number): string[][] {
  const found: string[][] = []
  options.forEach((option, index) => {
    if (option === flag) found.push(options.slice(index + 1, index + 1 + arity))
  })
  return found
}

describe('bwrapOptions', () => {
  it('makes every namespace new, the network included, and never shares one back', () => {
    expect(options).toEqual(expect.arrayContaining(['--unshare-all', '--unshare-user', '--disable-userns', '--die-with-parent', '--new-session', '--clearenv']))
    expect(options).not.toContain('--share-net')
    expect(pairs('--uid', 1)).toEqual([['65534']])
    expect(pairs('--gid', 1)).toEqual([['65534']])
    expect(pairs('--json-status-fd', 1)).toEqual([[String(STATUS_FD)]])
  })

  it('binds only system folders, a few /etc entries and the skill, all read-only', () => {
    expect(options).not.toContain('--bind')
    expect(options).not.toContain('--dev-bind')
    const sources = pairs('--ro-bind', 2).map(([source]) => source as string)
    for (const source of sources) {
      expect(source === '/data/runner-cache/abc' || /^\/(usr|bin|sbin|lib|lib32|lib64|libx32)$/.test(source) || source.startsWith('/etc/')).toBe(true)
    }
    expect(sources).not.toContain('/etc')
    expect(sources.filter((source) => /shadow|passwd|private|^\/home|^\/root|^\/work/.test(source))).toEqual([])
    expect(pairs('--ro-bind', 2)).toContainEqual(['/data/runner-cache/abc', SANDBOX_SKILL_DIR])
  })

  it('gives a private, size-capped /tmp and a read-only root, and starts in /skill', () => {
    expect(options.join(' ')).toContain(`--size ${64 * 1024 * 1024} --tmpfs /tmp`)
    expect(pairs('--remount-ro', 1)).toEqual([['/']])
    expect(pairs('--chdir', 1)).toEqual([[SANDBOX_SKILL_DIR]])
    expect(options.join(' ')).toContain('--proc /proc --dev /dev')
  })

  it('sets exactly the given environment', () => {
    expect(pairs('--setenv', 2)).toEqual([
      ['PATH', '/usr/bin'],
      ['SKILLYARD_ARGS', '{"a":1}'],
    ])
  })
})
