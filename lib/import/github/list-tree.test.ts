import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../test/fake-github/fake-github'
import type { FakeFiles } from '../../../test/fake-github/fake-repo'
import { createGitHubClient } from './github-client'
import { listTree, TREE_BOUNDS } from './list-tree'
import { scanGitHub } from './scan-github'
import { rejection, skillMd } from './test-support'

const files: FakeFiles = {
  'skills/a/SKILL.md': skillMd('a'),
  'skills/b/SKILL.md': skillMd('b'),
  'skills/b/references/x.md': 'x\n',
  // Ten folders deep: more than the walk's bound of 8.
  'deep/1/2/3/4/5/6/7/8/9/file.txt': 'deep\n',
  'node_modules/pkg/index.js': '1\n',
}

let fake: FakeGitHub
const repo = { owner: 'acme', repo: 'tree' }
const head = () => fake.repo('acme', 'tree').heads.get('main')!

beforeAll(async () => {
  fake = await startFakeGitHub([{ ...repo, defaultBranch: 'main', branches: { main: files } }])
})
afterAll(() => fake.close())
afterEach(() => {
  fake.setTruncateRecursive(false)
  fake.requests.length = 0
})

describe('listTree', () => {
  it('lists a folder in one recursive request, recording folder tree SHAs and leaving out node_modules', async () => {
    const tree = await listTree(createGitHubClient({ baseUrl: fake.url }), repo, head(), 'skills')
    expect(tree.walked).toBe(false)
    expect(tree.treeSha).toBe(fake.repo('acme', 'tree').treeShaAt('main', 'skills'))
    expect(tree.entries.map((entry) => `${entry.type} ${entry.path}`)).toEqual([
      'tree skills/a',
      'blob skills/a/SKILL.md',
      'tree skills/b',
      'blob skills/b/SKILL.md',
      'tree skills/b/references',
      'blob skills/b/references/x.md',
    ])
    expect(tree.entries.find((entry) => entry.path === 'skills/b')!.sha).toBe(fake.repo('acme', 'tree').treeShaAt('main', 'skills/b'))
    const root = await listTree(createGitHubClient({ baseUrl: fake.url }), repo, head())
    expect(root.ignored.map((entry) => entry.path)).toEqual(['node_modules'])
    expect(root.entries.some((entry) => entry.path.startsWith('node_modules/'))).toBe(false)
  })

  it('walks a truncated tree with the same entries', async () => {
    const client = createGitHubClient({ baseUrl: fake.url })
    const whole = await listTree(client, repo, head(), 'skills')
    fake.setTruncateRecursive(true)
    const walked = await listTree(client, repo, head(), 'skills')
    expect(walked.walked).toBe(true)
    expect(walked.treeSha).toBe(whole.treeSha)
    expect([...walked.entries].sort((a, b) => a.path.localeCompare(b.path))).toEqual([...whole.entries].sort((a, b) => a.path.localeCompare(b.path)))
  })

  it('stops a truncated walk deeper than 8 folders with github_tree_too_large', async () => {
    fake.setTruncateRecursive(true)
    const error = await rejection(scanGitHub({ url: 'acme/tree' }, { baseUrl: fake.url }), 'github_tree_too_large')
    expect(error.message).toContain(`more than ${TREE_BOUNDS.maxDepth} folders deep`)
    expect(error.message).toContain('Point the address at the folder that holds the skills')
    expect(error.details).toMatchObject({ limit: 'depth' })
    // Narrowed to the skills folder, the same walk succeeds.
    await expect(scanGitHub({ url: 'https://github.com/acme/tree/tree/main/skills' }, { baseUrl: fake.url })).resolves.toMatchObject({
      folders: [{ name: 'a' }, { name: 'b' }],
    })
  })

  it('bounds the folders a walk may list', async () => {
    fake.setTruncateRecursive(true)
    const bounds = { ...TREE_BOUNDS, maxDirectories: 3 }
    const error = await rejection(scanGitHub({ url: 'acme/tree' }, { baseUrl: fake.url, treeBounds: bounds }), 'github_tree_too_large')
    expect(error.details).toMatchObject({ limit: 'directories', max: 3 })
    const trees = fake.requests.filter((request) => request.path.includes('/git/trees/') && !request.path.includes('recursive'))
    expect(trees.length).toBeLessThanOrEqual(3)
  })

  it.each([false, true])('bounds the entries (truncated: %s)', async (truncated) => {
    fake.setTruncateRecursive(truncated)
    const bounds = { ...TREE_BOUNDS, maxEntries: 4 }
    const error = await rejection(scanGitHub({ url: 'acme/tree' }, { baseUrl: fake.url, treeBounds: bounds }), 'github_tree_too_large')
    expect(error.details).toMatchObject({ limit: 'entries', max: 4 })
  })

  it('holds to the default entry bound on a real-sized tree', async () => {
    const many: FakeFiles = {}
    for (let i = 0; i <= TREE_BOUNDS.maxEntries; i += 1) many[`data/${Math.floor(i / 1000)}/${i}.txt`] = `${i}`
    const local = await startFakeGitHub([{ owner: 'acme', repo: 'huge', defaultBranch: 'main', branches: { main: many } }])
    try {
      await rejection(scanGitHub({ url: 'acme/huge' }, { baseUrl: local.url }), 'github_tree_too_large')
    } finally {
      await local.close()
    }
  })
})
