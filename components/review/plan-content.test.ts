import { describe, expect, it } from 'vitest'
import { diffFileSets, sha256Hex, type SkillFile } from '@/lib/skill'
import { rebuildPlanFiles } from './plan-content'

const file = (path: string, text: string, executable = false): SkillFile => ({ path, bytes: new TextEncoder().encode(text), executable })
const manifest = (files: SkillFile[]) => files.map((f) => ({ path: f.path, sha256: sha256Hex(f.bytes), executable: f.executable }))
const text = (f: SkillFile) => new TextDecoder().decode(f.bytes)

describe('rebuildPlanFiles', () => {
  const base = [file('SKILL.md', '---\nname: a\n---\none\ntwo\n'), file('scripts/run.sh', 'echo hi\n', true), file('old.md', 'gone\n')]
  const after = [file('SKILL.md', '---\nname: a\n---\none\n2\n'), file('scripts/run.sh', 'echo hi\n', true), file('new.md', 'fresh')]

  it('rebuilds every new file exactly, unchanged ones from the base', () => {
    const rebuilt = rebuildPlanFiles(base, { diffs: diffFileSets(base, after), files: manifest(after) })
    expect(rebuilt.unrebuilt).toEqual([])
    expect(rebuilt.files.map((f) => [f.path, text(f), f.executable])).toEqual(after.map((f) => [f.path, text(f), f.executable]))
    expect(rebuilt.texts.get('SKILL.md')).toEqual({ original: '---\nname: a\n---\none\ntwo\n', modified: '---\nname: a\n---\none\n2\n' })
    expect(rebuilt.texts.get('old.md')).toEqual({ original: 'gone\n', modified: '' })
    expect(rebuilt.texts.get('new.md')).toEqual({ original: '', modified: 'fresh' })
  })

  it('reports a file whose patch no longer fits its base instead of guessing', () => {
    const diffs = diffFileSets(base, after)
    const moved = [file('SKILL.md', 'something else entirely\n'), ...base.slice(1)]
    const rebuilt = rebuildPlanFiles(moved, { diffs, files: manifest(after) })
    expect(rebuilt.unrebuilt).toEqual(['SKILL.md'])
    expect(rebuilt.texts.get('SKILL.md')?.modified).toBeNull()
    expect(rebuilt.files.map((f) => f.path)).toEqual(['scripts/run.sh', 'new.md'])
  })

  it('leaves binary changes out of the texts', () => {
    const binBase = [file('SKILL.md', 'x'), { path: 'a.bin', bytes: new Uint8Array([0, 1]), executable: false }]
    const binAfter = [file('SKILL.md', 'x'), { path: 'a.bin', bytes: new Uint8Array([0, 2]), executable: false }]
    const rebuilt = rebuildPlanFiles(binBase, { diffs: diffFileSets(binBase, binAfter), files: manifest(binAfter) })
    expect(rebuilt.unrebuilt).toEqual(['a.bin'])
    expect(rebuilt.texts.get('a.bin')).toEqual({ original: null, modified: null })
  })
})
