import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../test/fake-github/fake-github'
import { createGitHubClient } from './github-client'
import { parseGitHubUrl } from './parse-github-url'
import { resolveRef } from './resolve-ref'
import { scanGitHub } from './scan-github'
import { rejection, skillMd } from './test-support'

let fake: FakeGitHub
const head = (branch: string) => fake.repo('acme', 'skills').heads.get(branch)!

beforeAll(async () => {
  fake = await startFakeGitHub([
    {
      owner: 'acme',
      repo: 'skills',
      defaultBranch: 'main',
      branches: {
        main: { 'skills/a/SKILL.md': skillMd('a') },
        // On branch `release`, `v1/skills` is a folder: `tree/release/v1/skills` could mean either.
        release: { 'v1/skills/r/SKILL.md': skillMd('r') },
        'release/v1': { 'skills/b/SKILL.md': skillMd('b') },
        'feature/deep/name': { 'skills/f/SKILL.md': skillMd('f') },
      },
      tags: {
        'v2.0.0': { branch: 'main', annotated: true },
        'v1-light': { branch: 'release/v1' },
        // A tag with a branch's name: the branch wins, as on github.com.
        main: { branch: 'release/v1' },
      },
    },
  ])
})
afterAll(() => fake.close())
afterEach(() => {
  fake.requests.length = 0
})

async function resolve(url: string, ref?: string) {
  return resolveRef(createGitHubClient({ baseUrl: fake.url }), parseGitHubUrl(url, ref))
}

describe('resolveRef', () => {
  it('prefers the longest branch prefix: release/v1 over release', async () => {
    expect(await resolve('https://github.com/acme/skills/tree/release/v1/skills')).toEqual({
      ref: 'release/v1',
      kind: 'branch',
      commitSha: head('release/v1'),
      path: 'skills',
    })
    // Two requests decide the split whatever the depth: one per ref namespace.
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/repos/acme/skills/git/matching-refs/heads/release',
      '/repos/acme/skills/git/matching-refs/tags/release',
    ])
  })

  it('falls back to a shorter prefix when the longer one is not a ref', async () => {
    expect(await resolve('https://github.com/acme/skills/tree/release/v2/skills')).toMatchObject({ ref: 'release', path: 'v2/skills' })
    expect(await resolve('https://github.com/acme/skills/tree/feature/deep/name/skills/f')).toMatchObject({
      ref: 'feature/deep/name',
      path: 'skills/f',
    })
  })

  it('scans the folder on the branch the longest prefix names', async () => {
    const scan = await scanGitHub({ url: 'https://github.com/acme/skills/tree/release/v1/skills' }, { baseUrl: fake.url })
    expect(scan.folders.map((folder) => folder.path)).toEqual(['skills/b'])
    const shorter = await scanGitHub({ url: 'https://github.com/acme/skills/tree/release' }, { baseUrl: fake.url })
    expect(shorter.folders.map((folder) => folder.path)).toEqual(['v1/skills/r'])
  })

  it('peels an annotated tag to its commit', async () => {
    expect(await resolve('https://github.com/acme/skills/tree/v2.0.0/skills')).toEqual({
      ref: 'v2.0.0',
      kind: 'tag',
      commitSha: head('main'),
      path: 'skills',
    })
    expect(fake.requests.some((request) => request.path.includes('/git/tags/'))).toBe(true)
  })

  it('reads a lightweight tag without a tag object', async () => {
    expect(await resolve('https://github.com/acme/skills/tree/v1-light')).toMatchObject({ kind: 'tag', commitSha: head('release/v1'), path: '' })
    expect(fake.requests.some((request) => request.path.includes('/git/tags/'))).toBe(false)
  })

  it('lets a branch win over a tag of the same name', async () => {
    expect(await resolve('https://github.com/acme/skills/tree/main/skills')).toMatchObject({ kind: 'branch', commitSha: head('main') })
  })

  it('takes a 40-hex segment as a commit SHA, and an abbreviated one too', async () => {
    const sha = head('release/v1')
    expect(await resolve(`https://github.com/acme/skills/tree/${sha}/skills`)).toEqual({ ref: sha, kind: 'commit', commitSha: sha, path: 'skills' })
    expect(fake.requests.map((request) => request.path)).toEqual([`/repos/acme/skills/git/commits/${sha}`])
    expect(await resolve(`https://github.com/acme/skills/blob/${sha.slice(0, 10)}/skills/b/SKILL.md`)).toEqual({
      ref: sha.slice(0, 10),
      kind: 'commit',
      commitSha: sha,
      path: 'skills/b',
    })
  })

  it('uses the default branch when the address names no ref', async () => {
    expect(await resolve('acme/skills')).toEqual({ ref: 'main', kind: 'branch', commitSha: head('main'), path: '' })
    expect(fake.requests[0]!.path).toBe('/repos/acme/skills')
  })

  it('lets an explicit ref override the URL, keeping the URL folder', async () => {
    expect(await resolve('https://github.com/acme/skills/tree/main/skills', 'release/v1')).toEqual({
      ref: 'release/v1',
      kind: 'branch',
      commitSha: head('release/v1'),
      path: 'skills',
    })
    expect(await resolve('https://github.com/acme/skills/tree/release/v1/skills', 'release/v1')).toMatchObject({ path: 'skills' })
    expect(await resolve('acme/skills', 'v2.0.0')).toMatchObject({ ref: 'v2.0.0', kind: 'tag', commitSha: head('main'), path: '' })
    expect(await resolve('acme/skills', head('main'))).toMatchObject({ kind: 'commit', commitSha: head('main') })
  })

  it('says which ref is missing, or that the repository is', async () => {
    const ref = await rejection(resolve('https://github.com/acme/skills/tree/nope/skills'), 'github_not_found')
    expect(ref.message).toBe("acme/skills has no branch, tag or commit named 'nope'.")
    const explicit = await rejection(resolve('acme/skills', 'feature/missing'), 'github_not_found')
    expect(explicit.message).toContain("'feature/missing'")
    const repo = await rejection(resolve('https://github.com/acme/nothing/tree/main'), 'github_not_found')
    expect(repo.message).toContain('GitHub has no repository acme/nothing')
  })
})
