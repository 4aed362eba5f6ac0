import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../test/fake-github/fake-github'
import { sampleRepo } from '../../../test/fake-github/sample-repo'
import { checkGitHubUpdate } from './check-github-update'
import { scanGitHub } from './scan-github'
import { rejection, skillMd } from './test-support'

let fake: FakeGitHub
beforeAll(async () => {
  fake = await startFakeGitHub([sampleRepo()])
})
afterAll(() => fake.close())

const OWNER = 'skillyard-demo'
const REPO = 'skills'

async function provenance(url: string, folder: string) {
  const scan = await scanGitHub({ url }, { baseUrl: fake.url })
  const found = scan.folders.find((item) => item.path === folder)!
  return { owner: OWNER, repo: REPO, ref: scan.ref, path: found.path, treeSha: found.treeSha }
}

describe('checkGitHubUpdate', () => {
  it('reports no change until a commit changes the folder itself', async () => {
    const stored = await provenance('skillyard-demo/skills', 'skills/pdf-summary')
    const before = await checkGitHubUpdate(stored, { baseUrl: fake.url })
    expect(before).toEqual({ changed: false, commitSha: fake.repo(OWNER, REPO).heads.get('main'), treeSha: stored.treeSha })

    // A change elsewhere in the repository (and in another skill) is a new commit, not an update.
    const elsewhere = fake.updateBranch(OWNER, REPO, 'main', (files) => ({
      ...files,
      'README.md': '# changed\n',
      'skills/csv-tools/SKILL.md': skillMd('csv-tools', 'changed'),
    }))
    expect(await checkGitHubUpdate(stored, { baseUrl: fake.url })).toEqual({ changed: false, commitSha: elsewhere, treeSha: stored.treeSha })

    const inside = fake.updateBranch(OWNER, REPO, 'main', (files) => ({ ...files, 'skills/pdf-summary/references/new.md': 'new\n' }))
    const after = await checkGitHubUpdate(stored, { baseUrl: fake.url })
    expect(after).toEqual({ changed: true, commitSha: inside, treeSha: fake.repo(OWNER, REPO).treeShaAt('main', 'skills/pdf-summary') })
    expect(after.treeSha).not.toBe(stored.treeSha)
  })

  it('follows a branch whose name has a slash, and leaves a tag where it was', async () => {
    const onBranch = await provenance('https://github.com/skillyard-demo/skills/tree/release/v1/skills', 'skills/release-notes')
    const onTag = await provenance('https://github.com/skillyard-demo/skills/tree/v1.0.0/skills', 'skills/release-notes')
    expect(onBranch.ref).toBe('release/v1')
    fake.updateBranch(OWNER, REPO, 'release/v1', (files) => ({ ...files, 'skills/release-notes/SKILL.md': skillMd('release-notes', 'v1.1') }))
    expect(await checkGitHubUpdate(onBranch, { baseUrl: fake.url })).toMatchObject({ changed: true })
    expect(await checkGitHubUpdate(onTag, { baseUrl: fake.url })).toMatchObject({ changed: false })
  })

  it('says when the folder is gone', async () => {
    const stored = await provenance('skillyard-demo/skills', 'skills/release-notes')
    fake.updateBranch(OWNER, REPO, 'main', (files) =>
      Object.fromEntries(Object.entries(files).filter(([path]) => !path.startsWith('skills/release-notes/'))),
    )
    const error = await rejection(checkGitHubUpdate(stored, { baseUrl: fake.url }), 'github_not_found')
    expect(error.message).toContain("no longer has the folder 'skills/release-notes' on 'main'")
  })

  it('refuses a stored source that is not valid', async () => {
    const stored = { owner: OWNER, repo: REPO, ref: 'main', path: '../etc', treeSha: 'a'.repeat(40) }
    await rejection(checkGitHubUpdate(stored, { baseUrl: fake.url }), 'github_url_invalid')
  })
})
