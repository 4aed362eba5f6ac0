import { describe, expect, it } from 'vitest'
import { buildFileTree, folderSize, visibleNodes } from './file-tree'

describe('buildFileTree', () => {
  const files = [
    { path: 'SKILL.md', size: 10, executable: false },
    { path: 'scripts/run.sh', size: 5, executable: true },
    { path: 'references/b.md', size: 2, executable: false },
    { path: 'references/a.md', size: 3, executable: false },
    { path: 'references/deep/x.txt', size: 1, executable: false },
  ]

  it('puts folders first, then files, each sorted by name', () => {
    const tree = buildFileTree(files)
    expect(tree.map((n) => n.path)).toEqual(['references', 'scripts', 'SKILL.md'])
    const references = tree[0]!
    expect(references.kind === 'folder' && references.children.map((n) => n.path)).toEqual(['references/deep', 'references/a.md', 'references/b.md'])
    expect(references.kind === 'folder' && folderSize(references)).toBe(6)
  })

  it('lists what the keyboard can reach, skipping collapsed folders', () => {
    const tree = buildFileTree(files)
    expect(visibleNodes(tree, new Set(['references'])).map((r) => `${r.depth}:${r.node.path}`)).toEqual(['0:references', '0:scripts', '1:scripts/run.sh', '0:SKILL.md'])
  })
})
