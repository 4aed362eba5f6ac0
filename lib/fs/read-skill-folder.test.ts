import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSkillFolder } from './read-skill-folder'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('readSkillFolder', () => {
  let root: string
  let skill: string

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'skillyard-read-'))
    skill = join(root, 'my-skill')
    const put = async (path: string, content: string) => {
      await mkdir(join(skill, path, '..'), { recursive: true })
      await writeFile(join(skill, path), content)
    }
    await put('SKILL.md', '---\nname: my-skill\n---\n')
    await put('scripts/run.sh', '#!/bin/sh\necho hi\n')
    await chmod(join(skill, 'scripts/run.sh'), 0o744)
    await put('references/deep/nested/notes.md', 'notes')
    await put('.git/config', 'x')
    await put('node_modules/pkg/index.js', 'x')
    await put('scripts/__pycache__/a.pyc', 'x')
    await put('.DS_Store', 'x')
    await put('assets/.DS_Store', 'x')
    await put('.env.example', 'KEY=')
    await writeFile(join(root, 'outside.txt'), 'secret')
    await symlink(join(root, 'outside.txt'), join(skill, 'link.txt'))
    await symlink(join(skill, 'references'), join(skill, 'linked-dir'))
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('reads regular files with relative POSIX paths and the executable bit', async () => {
    const { files } = await readSkillFolder(skill)
    expect(files.map((item) => [item.path, item.executable])).toEqual([
      ['.env.example', false],
      ['SKILL.md', false],
      ['references/deep/nested/notes.md', false],
      ['scripts/run.sh', true],
    ])
    expect(text(files[3]?.bytes ?? new Uint8Array())).toBe('#!/bin/sh\necho hi\n')
  })

  it('reports symbolic links instead of following them', async () => {
    const { findings } = await readSkillFolder(skill)
    expect(findings.map((item) => [item.code, item.severity, item.path])).toEqual([
      ['symlink_skipped', 'error', 'link.txt'],
      ['symlink_skipped', 'error', 'linked-dir'],
    ])
  })
})
