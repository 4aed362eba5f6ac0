import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../test/fake-github/fake-github'
import { sampleRepo, SAMPLE_MAIN } from '../../../test/fake-github/sample-repo'
import { inspectSkill } from '../../skill/inspect-skill'
import { LIMITS } from '../../skill/limits'
import { downloadGitHubSkills } from './download-github-skills'
import { scanGitHub } from './scan-github'
import { rejection, skillMd, TOKEN } from './test-support'

let fake: FakeGitHub
const blobRequests = () => fake.requests.filter((request) => request.path.includes('/git/blobs/'))

beforeAll(async () => {
  fake = await startFakeGitHub([
    sampleRepo(),
    {
      owner: 'acme',
      repo: 'mixed',
      defaultBranch: 'main',
      branches: {
        main: {
          'skills/same/SKILL.md': skillMd('same'),
          // Identical content: one blob, fetched once.
          'skills/same/a.txt': 'twin\n',
          'skills/same/b.txt': 'twin\n',
          'skills/same/empty.txt': '',
          'skills/same/logo.bin': new Uint8Array([0, 255, 1, 254, 10, 13]),
          'skills/same/link': { content: 'a.txt', mode: '120000' },
          'skills/big/SKILL.md': skillMd('big'),
          'skills/big/data.bin': 'x'.repeat(LIMITS.fileBytes + 1),
          ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`skills/wide/f${i}.txt`, `file ${i}\n`])),
          'skills/wide/SKILL.md': skillMd('wide'),
        },
      },
    },
  ])
})
afterAll(() => fake.close())
afterEach(() => {
  fake.setFailure(null)
  fake.requests.length = 0
})

describe('downloadGitHubSkills', () => {
  it('downloads the chosen folders at the scanned commit, keeping the executable bit', async () => {
    const options = { baseUrl: fake.url, token: TOKEN }
    const scan = await scanGitHub({ url: 'skillyard-demo/skills' }, options)
    // A push after the scan does not change what is imported: the commit is pinned.
    fake.updateBranch('skillyard-demo', 'skills', 'main', (files) => ({ ...files, 'skills/csv-tools/SKILL.md': skillMd('csv-tools', 'changed') }))
    const [csv, ...rest] = await downloadGitHubSkills(scan, ['skills/csv-tools'], options)
    expect(rest).toEqual([])
    expect(csv).toMatchObject({ folder: 'skills/csv-tools', name: 'csv-tools', treeSha: scan.folders[0]!.treeSha, skipped: [] })
    expect(csv!.files.map((file) => [file.path, Buffer.from(file.bytes).toString('utf8'), file.executable])).toEqual([
      ['SKILL.md', SAMPLE_MAIN['skills/csv-tools/SKILL.md'], false],
      ['scripts/count.sh', (SAMPLE_MAIN['skills/csv-tools/scripts/count.sh'] as { content: string }).content, true],
    ])
    expect(inspectSkill({ folderName: csv!.name, files: csv!.files }).valid).toBe(true)
    expect(JSON.stringify(csv)).not.toContain(TOKEN)
  })

  it('decodes binary and empty files exactly and fetches identical files once', async () => {
    const scan = await scanGitHub({ url: 'acme/mixed' }, { baseUrl: fake.url })
    fake.requests.length = 0
    const [same] = await downloadGitHubSkills(scan, ['skills/same'], { baseUrl: fake.url })
    expect(same!.files.map((file) => [file.path, Buffer.from(file.bytes).toString('hex')])).toEqual([
      ['SKILL.md', Buffer.from(skillMd('same')).toString('hex')],
      ['a.txt', Buffer.from('twin\n').toString('hex')],
      ['b.txt', Buffer.from('twin\n').toString('hex')],
      ['empty.txt', ''],
      ['logo.bin', '00ff01fe0a0d'],
    ])
    expect(same!.skipped).toEqual([{ path: 'link', reason: expect.stringContaining('symbolic link') }])
    expect(blobRequests()).toHaveLength(4)
  })

  it('refuses a folder over a limit before downloading any file', async () => {
    const scan = await scanGitHub({ url: 'acme/mixed' }, { baseUrl: fake.url })
    expect(scan.folders.find((folder) => folder.name === 'big')!.problem).toMatchObject({ code: 'file_too_large' })
    fake.requests.length = 0
    const error = await rejection(downloadGitHubSkills(scan, ['skills/same', 'skills/big'], { baseUrl: fake.url }), 'file_too_large')
    expect(error.message).toContain('data.bin')
    expect(blobRequests()).toEqual([])
  })

  it('verifies every file against its git blob SHA-1', async () => {
    const scan = await scanGitHub({ url: 'skillyard-demo/skills' }, { baseUrl: fake.url })
    fake.setFailure({ kind: 'wrong_blob', times: 1 })
    const error = await rejection(downloadGitHubSkills(scan, ['skills/pdf-summary'], { baseUrl: fake.url }), 'github_unavailable')
    expect(error.message).toContain('does not match its git SHA-1')
    expect(error.details).toMatchObject({ reason: 'content_mismatch', path: expect.stringMatching(/^skills\/pdf-summary\//) })
    // Once the answer is right again, the same import succeeds.
    await expect(downloadGitHubSkills(scan, ['skills/pdf-summary'], { baseUrl: fake.url })).resolves.toHaveLength(1)
  })

  it('downloads with bounded concurrency', async () => {
    const scan = await scanGitHub({ url: 'acme/mixed' }, { baseUrl: fake.url })
    fake.setFailure({ kind: 'slow', delayMs: 30, match: '/git/blobs/' })
    let inFlight = 0
    let most = 0
    const counting: typeof fetch = async (input, init) => {
      const blob = String(input).includes('/git/blobs/')
      if (blob) most = Math.max(most, ++inFlight)
      try {
        return await fetch(input, init)
      } finally {
        if (blob) inFlight -= 1
      }
    }
    const [wide] = await downloadGitHubSkills(scan, ['skills/wide'], { baseUrl: fake.url, fetch: counting })
    expect(wide!.files).toHaveLength(13)
    expect(most).toBe(4)
    most = 0
    await downloadGitHubSkills(scan, ['skills/wide'], { baseUrl: fake.url, fetch: counting, concurrency: 2 })
    expect(most).toBe(2)
  })

  it('refuses folders that are not skill folders of the scan, and a tampered scan', async () => {
    const scan = await scanGitHub({ url: 'skillyard-demo/skills' }, { baseUrl: fake.url })
    const error = await rejection(downloadGitHubSkills(scan, ['README.md'], { baseUrl: fake.url }), 'github_not_found')
    expect(error.message).toContain("'README.md' is not a skill folder")
    await rejection(downloadGitHubSkills({ ...scan, path: '../x' }, ['skills/csv-tools'], { baseUrl: fake.url }), 'github_url_invalid')
    await rejection(downloadGitHubSkills({ ...scan, commitSha: 'main' }, ['skills/csv-tools'], { baseUrl: fake.url }), 'github_url_invalid')
    expect(await downloadGitHubSkills(scan, [], { baseUrl: fake.url })).toEqual([])
  })
})
