import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { getSkillOrThrow, readSkillFile, setEnabled, skillHistory, syncBuiltins } from '@/lib/store'
import { storesPerTest } from '@/test/store-fixture'
import { checkUnsavedFile, deleteFile, newSkill, renameFile, restoreVersion, saveFile } from '.'

const store = storesPerTest()

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (isSkillyardError(error)) return error
    throw error
  }
  throw new Error('expected a SkillyardError')
}

const text = (value: string) => new TextEncoder().encode(value)

describe('owner edits', () => {
  it('a new skill from the template is valid and disabled', async () => {
    const ctx = store()
    const { skill } = await newSkill(ctx, { name: 'my-notes', description: 'Keeps notes: "quoted" and all. Use when noting.' })
    expect(skill).toMatchObject({ name: 'my-notes', status: 'disabled', author: 'owner', errorCount: 0, description: 'Keeps notes: "quoted" and all. Use when noting.' })
  })

  it('saves a script as a new version, keeps a live skill live and records the edit time', async () => {
    const ctx = store()
    const { skill } = await newSkill(ctx, { name: 'tool' })
    await setEnabled(ctx, { name: 'tool', enabled: true, hash: skill.currentHash, actor: 'owner' })
    const saved = await saveFile(ctx, { name: 'tool', path: 'scripts/run.sh', content: text('#!/bin/bash\necho ok\n'), baseHash: skill.currentHash })
    expect(saved.changed).toBe(true)
    expect(saved.skill).toMatchObject({ status: 'live', versionCount: 2, hasScripts: true })
    expect(saved.skill.lastOwnerEditAt).toBeInstanceOf(Date)
    expect((await readSkillFile(ctx, 'tool', 'scripts/run.sh')).executable).toBe(true)
  })

  it('refuses a script with a syntax error and keeps the old version', async () => {
    const ctx = store()
    const { skill } = await newSkill(ctx, { name: 'tool' })
    const error = await failure(saveFile(ctx, { name: 'tool', path: 'scripts/run.sh', content: text('#!/bin/bash\nif then fi\n'), baseHash: skill.currentHash }))
    expect(error.code).toBe('check_failed')
    const findings = (error.details as { findings: { line?: number; severity: string }[] }).findings
    expect(findings[0]).toMatchObject({ severity: 'error', line: 2 })
    expect((await getSkillOrThrow(ctx, 'tool')).currentHash).toBe(skill.currentHash)
  })

  it('refuses a SKILL.md that no longer validates, with the validator findings', async () => {
    const ctx = store()
    const { skill } = await newSkill(ctx, { name: 'tool' })
    const error = await failure(saveFile(ctx, { name: 'tool', path: 'SKILL.md', content: text('---\nname: other\ndescription: x\n---\n'), baseHash: skill.currentHash }))
    expect(error.code).toBe('check_failed')
    expect(JSON.stringify(error.details)).toContain("Directory name 'tool' must match skill name 'other'")
  })

  it('a stale base hash is skill_changed', async () => {
    const ctx = store()
    const { skill } = await newSkill(ctx, { name: 'tool' })
    await saveFile(ctx, { name: 'tool', path: 'notes.md', content: text('one\n'), baseHash: skill.currentHash })
    expect((await failure(saveFile(ctx, { name: 'tool', path: 'notes.md', content: text('two\n'), baseHash: skill.currentHash }))).code).toBe('skill_changed')
  })

  it('rejects unsafe paths and built-in edits', async () => {
    const ctx = store()
    const { skill } = await newSkill(ctx, { name: 'tool' })
    expect((await failure(saveFile(ctx, { name: 'tool', path: '../escape.sh', content: text('x'), baseHash: skill.currentHash }))).code).toBe('path_unsafe')
    await syncBuiltins(ctx, path.resolve('skills'))
    const builtin = await getSkillOrThrow(ctx, 'skill-authoring')
    expect((await failure(saveFile(ctx, { name: 'skill-authoring', path: 'x.md', content: text('x'), baseHash: builtin.currentHash }))).code).toBe('builtin_read_only')
  })

  it('renames and deletes files, never SKILL.md', async () => {
    const ctx = store()
    let { skill } = await newSkill(ctx, { name: 'tool' })
    ;({ skill } = await saveFile(ctx, { name: 'tool', path: 'a.md', content: text('a\n'), baseHash: skill.currentHash }))
    ;({ skill } = await renameFile(ctx, { name: 'tool', from: 'a.md', to: 'references/a.md', baseHash: skill.currentHash }))
    expect(new TextDecoder().decode((await readSkillFile(ctx, 'tool', 'references/a.md')).bytes)).toBe('a\n')
    expect((await failure(deleteFile(ctx, { name: 'tool', path: 'SKILL.md', baseHash: skill.currentHash }))).code).toBe('invalid_request')
    ;({ skill } = await deleteFile(ctx, { name: 'tool', path: 'references/a.md', baseHash: skill.currentHash }))
    expect(skill.fileCount).toBe(1)
  })

  it('restores an old version as a new version with the old hash', async () => {
    const ctx = store()
    const first = (await newSkill(ctx, { name: 'tool' })).skill
    const second = (await saveFile(ctx, { name: 'tool', path: 'a.md', content: text('a\n'), baseHash: first.currentHash })).skill
    const restored = (await restoreVersion(ctx, { name: 'tool', hash: first.currentHash, baseHash: second.currentHash })).skill
    expect(restored.currentHash).toBe(first.currentHash)
    expect((await skillHistory(ctx, 'tool')).map((v) => v.reason)).toEqual(['Restored version 1 (' + first.currentHash.slice(0, 8) + ')', 'Edited a.md', 'Created from the template'])
  })

  it('checks unsaved text without saving', async () => {
    const ctx = store()
    const { skill } = await newSkill(ctx, { name: 'tool' })
    const findings = await checkUnsavedFile(ctx, { name: 'tool', path: 'data.json', content: text('{"a": 1,}') })
    expect(findings[0]).toMatchObject({ severity: 'error', line: 1 })
    expect((await getSkillOrThrow(ctx, 'tool')).currentHash).toBe(skill.currentHash)
  })
})
