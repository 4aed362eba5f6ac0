import { describe, expect, it } from 'vitest'
import { RepoState } from './fake-repo'
import { gitObjectSha, treeBody } from './git-objects'

// Vectors from git 2.39 (`git hash-object`, `git write-tree`, `git commit-tree`, `git mktag`).
describe('fake-github git objects', () => {
  it('hashes blobs and the empty tree as git does', () => {
    expect(gitObjectSha('blob', new Uint8Array())).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391')
    expect(gitObjectSha('blob', Buffer.from('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a')
    expect(gitObjectSha('tree', treeBody([]))).toBe('4b825dc642cb6eb9a060e54bf8d69288fbee4904')
  })

  it('builds trees, commits and annotated tags with the SHA-1s git computes', () => {
    const state = new RepoState({
      owner: 'o',
      repo: 'r',
      defaultBranch: 'main',
      branches: {
        main: {
          // `a-b`, `a.txt` and the folder `a` sort differently as bytes and as git tree names.
          'a-b': 'dash\n',
          'a/x.txt': 'in a\n',
          'a.txt': 'dot\n',
          'run.sh': { content: '#!/bin/sh\necho hi\n', mode: '100755' },
          link: { content: 'a.txt', mode: '120000' },
          sub: { content: '1234567890123456789012345678901234567890', mode: '160000' },
          empty: '',
        },
      },
    })
    const head = state.heads.get('main')!
    expect(state.commits.get(head)!.tree).toBe('ee291c1424277f179135cad1bf98b7d6d5d48fc6')
    expect(head).toBe('43b3e9d8ffff016fdd6caae5a8085e062b46fdc4')
    state.addTag('v1', { branch: 'main', annotated: true, message: 'Release v1' })
    expect(state.tags.get('v1')).toEqual({ type: 'tag', sha: 'e17bf56689ec6edaf598cbc963db4c65816b5fe0' })
  })
})
