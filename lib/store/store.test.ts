import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { skillHash } from '@/lib/skill'
import {
  createSkill,
  deleteSkill,
  diffVersions,
  duplicateSkill,
  getSkillDetail,
  getSkillOrThrow,
  importSkills,
  listSkills,
  readSkillFile,
  readSkillFiles,
  setEnabled,
  skillHistory,
  syncBuiltins,
  updateSkill,
  type StoreContext,
} from '@/lib/store'
import { codeOf, skillFiles, snapshot, storesPerTest } from '@/test/store-fixture'

const store = storesPerTest()


const create = (ctx: StoreContext, name: string, extra: Record<string, string> = {}) =>
  createSkill(ctx, { name, files: skillFiles(name, extra), author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 'test' })

describe('createSkill', () => {
  it('stores the first version with the hash lib/skill computes, disabled', async () => {
    const ctx = store()
    const files = skillFiles('alpha', { 'scripts/run.sh': 'echo hi\n' })
    const { skill } = await createSkill(ctx, { name: 'alpha', files, author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 'new' })
    expect(skill).toMatchObject({ name: 'alpha', status: 'disabled', currentHash: skillHash(files), versionCount: 1, hasScripts: true, fileCount: 2 })
    const stored = await readSkillFiles(ctx, 'alpha')
    expect(stored.map((file) => [file.path, new TextDecoder().decode(file.bytes), file.executable])).toEqual([
      ['SKILL.md', new TextDecoder().decode(files[0]!.bytes), false],
      ['scripts/run.sh', 'echo hi\n', true],
    ])
  })

  it('refuses an existing name with skill_exists and writes nothing', async () => {
    const ctx = store()
    await create(ctx, 'alpha')
    const before = await snapshot(ctx)
    expect(await codeOf(create(ctx, 'alpha'))).toBe('skill_exists')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('refuses invalid content with the findings', async () => {
    const ctx = store()
    const files = skillFiles('beta', {}, '')
    try {
      await createSkill(ctx, { name: 'beta', files, author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 'test' })
      expect.unreachable()
    } catch (error) {
      expect(isSkillyardError(error) && error.code).toBe('invalid_skill')
      expect(JSON.stringify((error as { details: unknown }).details)).toContain('description')
    }
    expect(await listSkills(ctx)).toEqual([])
  })

  it('refuses a name that does not match the folder name', async () => {
    const ctx = store()
    const files = skillFiles('gamma')
    expect(await codeOf(createSkill(ctx, { name: 'delta', files, author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 't' }))).toBe('invalid_skill')
  })

  it('stores identical files once', async () => {
    const ctx = store()
    await create(ctx, 'one', { 'LICENSE.txt': 'same bytes\n' })
    await create(ctx, 'two', { 'LICENSE.txt': 'same bytes\n' })
    const blobs = await ctx.db.blob.count()
    expect(blobs).toBe(3) // two SKILL.md files and one shared licence
  })

  it('leaves no partial rows when a write fails half-way (a real SQLite trigger aborts the manifest insert)', async () => {
    const ctx = store()
    await create(ctx, 'alpha')
    await ctx.db.$executeRawUnsafe(
      `CREATE TRIGGER fail_manifest BEFORE INSERT ON VersionFile WHEN NEW.path = 'boom.txt' BEGIN SELECT RAISE(ABORT, 'injected failure'); END;`,
    )
    const before = await snapshot(ctx)
    await expect(create(ctx, 'beta', { 'boom.txt': 'x' })).rejects.toThrow()
    const alpha = await getSkillOrThrow(ctx, 'alpha')
    await expect(
      updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { 'boom.txt': 'y' }), baseHash: alpha.currentHash, actor: 'owner', reason: 't', approval: 'none' }),
    ).rejects.toThrow()
    expect(await snapshot(ctx)).toEqual(before)
  })
})

describe('updateSkill', () => {
  it('makes a new version based on the current hash', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha')
    const files = skillFiles('alpha', { 'notes.md': 'more\n' })
    const result = await updateSkill(ctx, { name: 'alpha', files, baseHash: skill.currentHash, actor: 'owner', reason: 'edit', approval: 'none' })
    expect(result.changed).toBe(true)
    expect(result.skill).toMatchObject({ currentHash: skillHash(files), versionCount: 2 })
    const history = await skillHistory(ctx, 'alpha')
    expect(history.map((v) => [v.number, v.hash, v.parentHash])).toEqual([
      [2, skillHash(files), skill.currentHash],
      [1, skill.currentHash, null],
    ])
  })

  it('fails with skill_changed on a stale base hash and writes nothing', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha')
    await updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { 'a.md': '1' }), baseHash: skill.currentHash, actor: 'owner', reason: 'first', approval: 'none' })
    const before = await snapshot(ctx)
    const stale = updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { 'b.md': '2' }), baseHash: skill.currentHash, actor: 'owner', reason: 'stale', approval: 'none' })
    expect(await codeOf(stale)).toBe('skill_changed')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('lets exactly one of two racing updates on the same base win', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha')
    const attempts = await Promise.allSettled(
      ['a', 'b'].map((tag) =>
        updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { [`${tag}.md`]: tag }), baseHash: skill.currentHash, actor: 'owner', reason: tag, approval: 'none' }),
      ),
    )
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    const rejected = attempts.find((a) => a.status === 'rejected') as PromiseRejectedResult
    expect(isSkillyardError(rejected.reason) && rejected.reason.code).toBe('skill_changed')
    expect((await skillHistory(ctx, 'alpha')).length).toBe(2)
  })

  it('keeps an owner edit of a live skill live, and leaves an import of it waiting for approval', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha')
    await setEnabled(ctx, { name: 'alpha', enabled: true, hash: skill.currentHash, actor: 'owner' })
    const edited = await updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { 'a.md': '1' }), baseHash: skill.currentHash, actor: 'owner', reason: 'edit', approval: 'keep-if-live', ownerEdit: true })
    expect(edited.skill.status).toBe('live')
    expect(edited.skill.lastOwnerEditAt).toBeInstanceOf(Date)
    const imported = await updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { 'a.md': '2' }), baseHash: edited.skill.currentHash, actor: 'import', reason: 'import', approval: 'none' })
    expect(imported.skill.status).toBe('changed')
    expect(imported.skill.approvedHash).toBe(edited.skill.currentHash)
  })

  it('makes no version when the files did not change', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha')
    const result = await updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha'), baseHash: skill.currentHash, actor: 'owner', reason: 'noop', approval: 'none' })
    expect(result.changed).toBe(false)
    expect((await skillHistory(ctx, 'alpha')).length).toBe(1)
  })
})

describe('setEnabled', () => {
  it('approves exactly the hash the owner saw', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha')
    expect(await codeOf(setEnabled(ctx, { name: 'alpha', enabled: true, hash: 'f'.repeat(64), actor: 'owner' }))).toBe('skill_changed')
    const enabled = await setEnabled(ctx, { name: 'alpha', enabled: true, hash: skill.currentHash, actor: 'owner' })
    expect(enabled.skill).toMatchObject({ status: 'live', approvedHash: skill.currentHash })
    const disabled = await setEnabled(ctx, { name: 'alpha', enabled: false, hash: skill.currentHash, actor: 'owner' })
    expect(disabled.skill).toMatchObject({ status: 'disabled', approvedHash: null })
    const audit = await ctx.db.auditEvent.findMany({ where: { skillName: 'alpha' }, orderBy: { id: 'asc' } })
    expect(audit.map((event) => event.action)).toEqual(['skill.create', 'skill.enable', 'skill.disable'])
  })
})

describe('duplicate, delete, read, diff', () => {
  it('duplicates under a new name with SKILL.md renamed', async () => {
    const ctx = store()
    await create(ctx, 'alpha', { 'scripts/run.sh': 'echo hi\n' })
    const { skill } = await duplicateSkill(ctx, { name: 'alpha', newName: 'alpha-copy', actor: 'owner' })
    expect(skill).toMatchObject({ name: 'alpha-copy', author: 'owner', status: 'disabled' })
    const text = new TextDecoder().decode((await readSkillFile(ctx, 'alpha-copy', 'SKILL.md')).bytes)
    expect(text).toContain('name: alpha-copy')
    expect(text).toContain('# alpha\n\nSteps.\n')
    expect(await codeOf(duplicateSkill(ctx, { name: 'alpha', newName: 'alpha-copy', actor: 'owner' }))).toBe('skill_exists')
  })

  it('deletes a skill with its history and orphaned blobs, and refuses built-ins', async () => {
    const ctx = store()
    await create(ctx, 'alpha', { 'only-here.txt': 'unique\n' })
    await deleteSkill(ctx, { name: 'alpha', actor: 'owner' })
    expect(await ctx.db.skillVersion.count()).toBe(0)
    expect(await ctx.db.blob.count()).toBe(0)
    expect(await codeOf(getSkillOrThrow(ctx, 'alpha'))).toBe('skill_not_found')

    await syncBuiltins(ctx, path.resolve('skills'))
    expect(await codeOf(deleteSkill(ctx, { name: 'skill-authoring', actor: 'owner' }))).toBe('builtin_read_only')
  })

  it('diffs two versions per file', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha', { 'notes.md': 'one\ntwo\n' })
    const next = await updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { 'notes.md': 'one\nthree\n', 'new.md': 'x\n' }), baseHash: skill.currentHash, actor: 'owner', reason: 'e', approval: 'none' })
    const diffs = await diffVersions(ctx, { name: 'alpha', fromHash: skill.currentHash, toHash: next.skill.currentHash })
    expect(diffs.map((d) => [d.path, d.change, d.additions, d.deletions])).toEqual([
      ['new.md', 'added', 1, 0],
      ['notes.md', 'modified', 1, 1],
    ])
    expect(diffs[1]!.patch).toContain('-two\n+three')
  })
})

describe('syncBuiltins', () => {
  it('loads every built-in enabled and read-only, and is idempotent', async () => {
    const ctx = store()
    const first = await syncBuiltins(ctx, path.resolve('skills'))
    expect(first.skipped).toEqual([])
    expect(first.created.length).toBeGreaterThanOrEqual(4)
    const second = await syncBuiltins(ctx, path.resolve('skills'))
    expect(second.unchanged).toEqual(first.created)
    const skills = await listSkills(ctx)
    expect(skills.every((s) => s.builtIn && s.status === 'live')).toBe(true)
    const authoring = skills.find((s) => s.name === 'skill-authoring')!
    const change = updateSkill(ctx, { name: 'skill-authoring', files: skillFiles('skill-authoring'), baseHash: authoring.currentHash, actor: 'owner', reason: 'x', approval: 'none' })
    expect(await codeOf(change)).toBe('builtin_read_only')
  })
})

describe('importSkills', () => {
  const item = (name: string, extra: Record<string, string> = {}) => ({ name, files: skillFiles(name, extra), source: { kind: 'zip' as const, uri: 'upload.zip' } })

  it('is all-or-nothing: one existing name without replace leaves the store unchanged', async () => {
    const ctx = store()
    await create(ctx, 'taken')
    const before = await snapshot(ctx)
    expect(await codeOf(importSkills(ctx, { items: [item('fresh-one'), item('taken')], replace: false }))).toBe('skill_exists')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('an invalid skill names itself and writes nothing', async () => {
    const ctx = store()
    const bad = { name: 'bad', files: skillFiles('bad', {}, ''), source: { kind: 'zip' as const } }
    try {
      await importSkills(ctx, { items: [item('good'), bad], replace: false })
      expect.unreachable()
    } catch (error) {
      expect(isSkillyardError(error) && [error.code, error.details?.skill]).toEqual(['invalid_skill', 'bad'])
    }
    expect(await listSkills(ctx)).toEqual([])
  })

  it('replacing a live skill makes an unapproved version: changed since approval', async () => {
    const ctx = store()
    const { skill } = await create(ctx, 'alpha')
    await setEnabled(ctx, { name: 'alpha', enabled: true, hash: skill.currentHash, actor: 'owner' })
    const [result] = await importSkills(ctx, { items: [item('alpha', { 'new.md': 'x' })], replace: true })
    expect(result).toMatchObject({ outcome: 'replaced', skill: { status: 'changed', approvedHash: skill.currentHash, source: { kind: 'zip', uri: 'upload.zip' } } })
  })

  it('refuses to replace a built-in', async () => {
    const ctx = store()
    await syncBuiltins(ctx, path.resolve('skills'))
    expect(await codeOf(importSkills(ctx, { items: [item('skill-authoring')], replace: true }))).toBe('builtin_read_only')
  })
})

describe('getSkillDetail', () => {
  it('carries the validator findings and the review lint hints for the skill page', async () => {
    const ctx = store()
    await create(ctx, 'linted', { 'scripts/run.sh': '#!/bin/bash\neval "$1"\n' })
    const detail = await getSkillDetail(ctx, 'linted')
    expect(detail.grantKey).toBe(`skill:linted@${detail.currentHash.slice(0, 8)}`)
    expect(detail.findings).toContainEqual(expect.objectContaining({ code: 'lint_command_passthrough', severity: 'warning', path: 'scripts/run.sh', line: 2 }))
  })
})

describe('the skill limit', () => {
  it('holds 200 skills of the owner; the 201st is too_many_skills, and built-ins still load', async () => {
    const ctx = store()
    for (let i = 0; i < 200; i++) await create(ctx, `skill-${i}`)
    expect(await codeOf(create(ctx, 'one-too-many'))).toBe('too_many_skills')
    const report = await syncBuiltins(ctx, path.resolve('skills'))
    expect(report.skipped).toEqual([])
    expect(report.created.length).toBeGreaterThanOrEqual(4)
  }, 120_000)
})
