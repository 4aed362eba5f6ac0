import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../test/fake-github/fake-github'
import type { FakeFiles } from '../../../test/fake-github/fake-repo'
import { sampleRepo } from '../../../test/fake-github/sample-repo'
import { LIMITS } from '../../skill/limits'
import { scanGitHub } from './scan-github'
import { skillMd } from './test-support'

const SUBMODULE = '0123456789abcdef0123456789abcdef01234567'

const layouts: FakeFiles = {
  'README.md': '# repo\n',
  // openai/skills: hidden parent folders.
  'skills/.curated/gh-fix-ci/SKILL.md': skillMd('gh-fix-ci'),
  'skills/.curated/gh-fix-ci/scripts/inspect.py': 'print(1)\n',
  'skills/.system/creator/SKILL.md': skillMd('creator'),
  // A SKILL.md inside a skill (a template) is one of its files, not a second skill.
  'skills/.system/creator/assets/template/SKILL.md': skillMd('template'),
  // Lower-case skill.md is accepted (skills-ref does).
  'skills/lower/skill.md': skillMd('lower'),
  // Links and submodules are reported, never followed; node_modules is left out.
  'skills/linked/SKILL.md': skillMd('linked'),
  'skills/linked/secret': { content: '../../../etc/passwd', mode: '120000' },
  'skills/linked/vendor': { content: SUBMODULE, mode: '160000' },
  'skills/linked/node_modules/left-pad/index.js': 'module.exports = 1\n',
  'skills/linked/scripts/run.sh': { content: '#!/bin/sh\n', mode: '100755' },
  // Too deep to be looked for: 7 folder levels below the root.
  'a/b/c/d/e/f/g/SKILL.md': skillMd('g'),
  'docs/guide.md': 'no skill here\n',
}

let fake: FakeGitHub
beforeAll(async () => {
  fake = await startFakeGitHub([sampleRepo(), { owner: 'acme', repo: 'layouts', defaultBranch: 'trunk', branches: { trunk: layouts } }])
})
afterAll(() => fake.close())
afterEach(() => {
  fake.setTruncateRecursive(false)
  fake.requests.length = 0
})

describe('scanGitHub', () => {
  it('lists the skill folders with their tree SHA, file count and size, downloading nothing', async () => {
    const scan = await scanGitHub({ url: 'https://github.com/skillyard-demo/skills/tree/main/skills' }, { baseUrl: fake.url })
    const demo = fake.repo('skillyard-demo', 'skills')
    expect(scan).toMatchObject({ repo: { owner: 'skillyard-demo', repo: 'skills' }, ref: 'main', refKind: 'branch', commitSha: demo.heads.get('main'), path: 'skills' })
    expect(scan.folders.map(({ path, name, fileCount, skipped }) => ({ path, name, fileCount, skipped }))).toEqual([
      { path: 'skills/csv-tools', name: 'csv-tools', fileCount: 2, skipped: [] },
      { path: 'skills/pdf-summary', name: 'pdf-summary', fileCount: 2, skipped: [] },
      { path: 'skills/release-notes', name: 'release-notes', fileCount: 2, skipped: [] },
    ])
    for (const folder of scan.folders) {
      expect(folder.treeSha).toBe(demo.treeShaAt('main', folder.path))
      expect(folder.problem).toBeUndefined()
    }
    expect(scan.folders[0]!.size).toBe(sizeOf(demo, 'skills/csv-tools'))
    expect(fake.requests.some((request) => request.path.includes('/git/blobs/'))).toBe(false)
  })

  it('finds skills under hidden folders, skips links, submodules and node_modules with reasons, and bounds the depth', async () => {
    const scan = await scanGitHub({ url: 'acme/layouts' }, { baseUrl: fake.url })
    expect(scan.ref).toBe('trunk')
    expect(scan.folders.map((folder) => folder.path)).toEqual([
      'skills/.curated/gh-fix-ci',
      'skills/.system/creator',
      'skills/linked',
      'skills/lower',
    ])
    const creator = scan.folders.find((folder) => folder.name === 'creator')!
    expect(creator.fileCount).toBe(2)
    const linked = scan.folders.find((folder) => folder.name === 'linked')!
    expect(linked.fileCount).toBe(2)
    expect(linked.skipped).toEqual([
      { path: 'node_modules', reason: expect.stringContaining('node_modules') },
      { path: 'secret', reason: expect.stringContaining('symbolic link') },
      { path: 'vendor', reason: expect.stringContaining('submodule') },
    ])
  })

  it('names a skill at the repository root after the repository', async () => {
    const local = await startFakeGitHub([{ owner: 'acme', repo: 'one-skill', defaultBranch: 'main', branches: { main: { 'SKILL.md': skillMd('one-skill') } } }])
    try {
      const scan = await scanGitHub({ url: 'https://github.com/acme/one-skill/blob/main/SKILL.md' }, { baseUrl: local.url })
      expect(scan.folders).toMatchObject([{ path: '', name: 'one-skill', fileCount: 1 }])
      expect(scan.folders[0]!.treeSha).toBe(local.repo('acme', 'one-skill').treeShaAt('main', ''))
    } finally {
      await local.close()
    }
  })

  it('answers the same when GitHub truncates the recursive tree, walking it folder by folder', async () => {
    const whole = await scanGitHub({ url: 'acme/layouts' }, { baseUrl: fake.url })
    fake.requests.length = 0
    fake.setTruncateRecursive(true)
    const walked = await scanGitHub({ url: 'acme/layouts' }, { baseUrl: fake.url })
    expect(walked).toEqual(whole)
    const trees = fake.requests.filter((request) => request.path.includes('/git/trees/'))
    expect(trees.filter((request) => request.path.includes('recursive'))).toHaveLength(1)
    expect(trees.length).toBeGreaterThan(5)
    // node_modules is never listed.
    const modules = fake.repo('acme', 'layouts').treeShaAt('trunk', 'skills/linked/node_modules')!
    expect(trees.some((request) => request.path.includes(modules))).toBe(false)
  })

  it('reports the limit a folder breaks from the tree alone', async () => {
    const many: FakeFiles = { 'many/SKILL.md': skillMd('many') }
    for (let i = 0; i < LIMITS.filesPerSkill; i += 1) many[`many/references/${i}.md`] = `${i}\n`
    const big = 'x'.repeat(LIMITS.fileBytes)
    const files: FakeFiles = {
      ...many,
      'large-file/SKILL.md': skillMd('large-file'),
      'large-file/assets/data.bin': `${big}!`,
      'large-skill/SKILL.md': skillMd('large-skill'),
      ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`large-skill/assets/${i}.bin`, big])),
      'unsafe/SKILL.md': skillMd('unsafe'),
      'unsafe/a\\b.txt': 'backslash\n',
      'collide/SKILL.md': skillMd('collide'),
      'collide/Notes.md': '1',
      'collide/notes.md': '2',
      'fine/SKILL.md': skillMd('fine'),
    }
    const local = await startFakeGitHub([{ owner: 'acme', repo: 'limits', defaultBranch: 'main', branches: { main: files } }])
    try {
      const scan = await scanGitHub({ url: 'acme/limits' }, { baseUrl: local.url })
      expect(Object.fromEntries(scan.folders.map((folder) => [folder.name, folder.problem?.code ?? null]))).toEqual({
        collide: 'path_collision',
        fine: null,
        'large-file': 'file_too_large',
        'large-skill': 'skill_too_large',
        many: 'too_many_files',
        unsafe: 'path_unsafe',
      })
      expect(scan.folders.find((folder) => folder.name === 'large-file')!.problem!.message).toBe(
        `assets/data.bin is ${LIMITS.fileBytes + 1} bytes; a file may have at most ${LIMITS.fileBytes} bytes`,
      )
      expect(scan.folders.find((folder) => folder.name === 'many')).toMatchObject({ fileCount: LIMITS.filesPerSkill + 1 })
      expect(local.requests.some((request) => request.path.includes('/git/blobs/'))).toBe(false)
    } finally {
      await local.close()
    }
  })

  it('says when the folder does not exist', async () => {
    await expect(scanGitHub({ url: 'https://github.com/acme/layouts/tree/trunk/nope' }, { baseUrl: fake.url })).rejects.toMatchObject({
      code: 'github_not_found',
      message: expect.stringContaining("no folder 'nope'"),
    })
    await expect(scanGitHub({ url: 'https://github.com/acme/layouts/tree/trunk/README.md' }, { baseUrl: fake.url })).rejects.toMatchObject({
      code: 'github_not_found',
    })
  })
})

function sizeOf(state: ReturnType<FakeGitHub['repo']>, folder: string): number {
  const tree = state.treeShaAt('main', folder)!
  return state
    .recursiveEntries(tree)
    .filter((entry) => entry.type === 'blob')
    .reduce((sum, entry) => sum + (entry.size ?? 0), 0)
}
