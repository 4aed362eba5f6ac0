import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { diffVersions, getSkillOrThrow, listSkills, setEnabled, syncBuiltins } from '@/lib/store'
import { codeOf, snapshot, storesPerTest } from '@/test/store-fixture'
import { startFakeGitHub, type FakeGitHub } from '@/test/fake-github/fake-github'
import { sampleRepo } from '@/test/fake-github/sample-repo'
import { acceptedArchives, hostileArchives, skillMd, wellFormedZip } from '@/test/hostile-archives'
import { checkForUpdates } from './check-updates'
import { exportSkills } from './export-skills'
import { importFromGitHub } from './import-github'
import { importZip } from './import-zip'

const store = storesPerTest()


const threeSkills = () =>
  wellFormedZip({
    'alpha/SKILL.md': skillMd('alpha'),
    'beta/SKILL.md': skillMd('beta'),
    'beta/scripts/run.sh': { data: '#!/bin/sh\necho hi\n', executable: true },
    'gamma/SKILL.md': skillMd('gamma'),
  })

describe('importZip', () => {
  it('previews every skill with its findings before writing anything', async () => {
    const ctx = store()
    const before = await snapshot(ctx)
    const result = await importZip(ctx, { bytes: threeSkills(), fileName: 'three.zip', dryRun: true, replace: false })
    expect(result.dryRun && result.candidates.map((c) => [c.name, c.valid, c.fileCount, c.existing])).toEqual([
      ['alpha', true, 1, null],
      ['beta', true, 2, null],
      ['gamma', true, 1, null],
    ])
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('imports the chosen skills, disabled, with provenance and executable bits', async () => {
    const ctx = store()
    const result = await importZip(ctx, { bytes: threeSkills(), fileName: 'three.zip', dryRun: false, replace: false, skills: ['alpha', 'beta'] })
    expect(!result.dryRun && result.imported.map((i) => [i.skill.name, i.outcome, i.skill.status, i.skill.author])).toEqual([
      ['alpha', 'created', 'disabled', 'import'],
      ['beta', 'created', 'disabled', 'import'],
    ])
    expect((await listSkills(ctx)).map((s) => s.name)).toEqual(['alpha', 'beta'])
    expect((await getSkillOrThrow(ctx, 'beta')).source).toMatchObject({ kind: 'zip', uri: 'three.zip', path: 'beta' })
  })

  it('asks for replace on an existing name, and a replaced live skill waits for approval', async () => {
    const ctx = store()
    await importZip(ctx, { bytes: threeSkills(), fileName: 'a.zip', dryRun: false, replace: false, skills: ['alpha'] })
    const alpha = await getSkillOrThrow(ctx, 'alpha')
    await setEnabled(ctx, { name: 'alpha', enabled: true, hash: alpha.currentHash, actor: 'owner' })
    const changed = wellFormedZip({ 'alpha/SKILL.md': skillMd('alpha', [], '# New steps\n') })
    expect(await codeOf(importZip(ctx, { bytes: changed, fileName: 'b.zip', dryRun: false, replace: false }))).toBe('skill_exists')
    const preview = await importZip(ctx, { bytes: changed, fileName: 'b.zip', dryRun: true, replace: false })
    expect(preview.dryRun && preview.candidates[0]!.existing).toMatchObject({ status: 'live' })
    await importZip(ctx, { bytes: changed, fileName: 'b.zip', dryRun: false, replace: true })
    expect(await getSkillOrThrow(ctx, 'alpha')).toMatchObject({ status: 'changed', approvedHash: alpha.currentHash })
  })

  it('refuses an invalid chosen skill with its findings and writes nothing', async () => {
    const ctx = store()
    const bytes = wellFormedZip({ 'good/SKILL.md': skillMd('good'), 'bad/SKILL.md': skillMd('not-bad') })
    const before = await snapshot(ctx)
    expect(await codeOf(importZip(ctx, { bytes, fileName: 'x.zip', dryRun: false, replace: false }))).toBe('invalid_skill')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('refuses every hostile archive with its code and leaves the store byte-for-byte unchanged', async () => {
    const ctx = store()
    await syncBuiltins(ctx, path.resolve('skills'))
    const before = await snapshot(ctx)
    for (const archive of hostileArchives()) {
      const code = await codeOf(importZip(ctx, { bytes: archive.build(), fileName: `${archive.name}.zip`, dryRun: false, replace: true }))
      const expected = archive.expect.outcome === 'refused' ? archive.expect.code : archive.expect.outcome === 'invalid' ? 'invalid_skill' : 'no error'
      expect(code, archive.name).toBe(expected)
      if (expected !== 'no error') expect(await snapshot(ctx), archive.name).toEqual(before)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('accepts every supported archive shape', async () => {
    for (const archive of acceptedArchives()) {
      const ctx = store()
      const result = await importZip(ctx, { bytes: archive.build(), fileName: `${archive.name}.zip`, dryRun: false, replace: false })
      const expected = archive.expect.outcome === 'accepted' ? archive.expect.skills : []
      expect(!result.dryRun && result.imported.map((i) => i.skill.name).sort(), archive.name).toEqual([...expected].sort())
    }
  })

  it('export then import into an empty store gives the same hashes', async () => {
    const source = store()
    await syncBuiltins(source, path.resolve('skills'))
    const original = await listSkills(source)
    const zip = await exportSkills(source)
    const target = store()
    await importZip(target, { bytes: zip, fileName: 'export.zip', dryRun: false, replace: false })
    const copied = await listSkills(target)
    expect(copied.map((s) => [s.name, s.currentHash, s.hasScripts])).toEqual(original.map((s) => [s.name, s.currentHash, s.hasScripts]))
  })
})

describe('GitHub import', () => {
  let github: FakeGitHub
  beforeAll(async () => {
    github = await startFakeGitHub([sampleRepo()])
  })
  afterAll(async () => {
    await github.close()
  })
  const options = () => ({ baseUrl: github.url })

  it('lists the folders with sizes and findings in a dry run, writing nothing', async () => {
    const ctx = store()
    const result = await importFromGitHub(ctx, { url: 'https://github.com/skillyard-demo/skills', dryRun: true, replace: false }, options())
    expect(result.dryRun && result.folders.map((f) => [f.name, f.fileCount, f.valid])).toEqual([
      ['csv-tools', 2, true],
      ['pdf-summary', 2, true],
      ['release-notes', 2, true],
    ])
    expect(await listSkills(ctx)).toEqual([])
  })

  it('imports from a ref containing a slash, with provenance', async () => {
    const ctx = store()
    const result = await importFromGitHub(ctx, { url: 'https://github.com/skillyard-demo/skills/tree/release/v1/skills', dryRun: false, replace: false }, options())
    expect(!result.dryRun && result.imported.map((i) => i.skill.name)).toEqual(['release-notes'])
    const skill = await getSkillOrThrow(ctx, 'release-notes')
    expect(skill.source).toMatchObject({
      kind: 'github',
      uri: 'https://github.com/skillyard-demo/skills',
      ref: 'release/v1',
      path: 'skills/release-notes',
      treeSha: github.repo('skillyard-demo', 'skills').treeShaAt('release/v1', 'skills/release-notes'),
    })
    expect(skill.source.commit).toMatch(/^[0-9a-f]{40}$/)
  })

  it('check for updates brings a changed folder in as an unapproved version with a diff', async () => {
    const ctx = store()
    await importFromGitHub(ctx, { url: 'skillyard-demo/skills', skills: ['csv-tools'], dryRun: false, replace: false }, options())
    const before = await getSkillOrThrow(ctx, 'csv-tools')
    await setEnabled(ctx, { name: 'csv-tools', enabled: true, hash: before.currentHash, actor: 'owner' })
    expect(await checkForUpdates(ctx, options(), 'csv-tools')).toMatchObject([{ name: 'csv-tools', outcome: 'current' }])

    github.updateBranch('skillyard-demo', 'skills', 'main', (files) => ({ ...files, 'skills/csv-tools/scripts/count.sh': { content: '#!/bin/sh\nwc -l "$1"\n', mode: '100755' } }))
    const [update] = await checkForUpdates(ctx, options())
    expect(update).toMatchObject({ name: 'csv-tools', outcome: 'updated' })
    const after = await getSkillOrThrow(ctx, 'csv-tools')
    expect(after).toMatchObject({ status: 'changed', approvedHash: before.currentHash })
    const diff = await diffVersions(ctx, { name: 'csv-tools', fromHash: before.currentHash, toHash: after.currentHash })
    expect(diff.map((d) => d.path)).toEqual(['scripts/count.sh'])
  })

  it('maps GitHub failures to stable codes', async () => {
    const ctx = store()
    expect(await codeOf(importFromGitHub(ctx, { url: 'https://gitlab.com/a/b', dryRun: true, replace: false }, options()))).toBe('github_url_invalid')
    expect(await codeOf(importFromGitHub(ctx, { url: 'nobody/nothing', dryRun: true, replace: false }, options()))).toBe('github_not_found')
    github.setFailure({ kind: 'rate_limit', times: 1 })
    expect(await codeOf(importFromGitHub(ctx, { url: 'skillyard-demo/skills', dryRun: true, replace: false }, options()))).toBe('github_rate_limited')
    github.setFailure(null)
  })
})
