import { commitBody, gitObjectSha, sortTreeItems, tagBody, treeBody, type Signature } from './git-objects'

/** Git file modes the fake understands. `160000` (submodule) takes a 40-hex commit SHA as content. */
export type FakeMode = '100644' | '100755' | '120000' | '160000'

/** A file's content (a symlink's is its target), or content plus mode. */
export type FakeFile = string | Uint8Array | { content: string | Uint8Array; mode?: FakeMode }

/** Repository paths (`skills/pdf/SKILL.md`) to files. Folders are implied by the paths. */
export type FakeFiles = Record<string, FakeFile>

export interface FakeTag {
  /** The branch whose commit (at start-up) the tag names. */
  branch: string
  /** An annotated tag is a tag object the ref points at; a lightweight one points at the commit. */
  annotated?: boolean
  message?: string
}

export interface FakeRepo {
  owner: string
  repo: string
  defaultBranch: string
  branches: Record<string, FakeFiles>
  tags?: Record<string, FakeTag>
  /** Answered only to requests carrying the server's token (404 otherwise, as GitHub does). */
  private?: boolean
}

/** A tree entry in GitHub's API form (mode `040000` for folders). */
export interface ApiTreeItem {
  name: string
  mode: string
  type: 'blob' | 'tree' | 'commit'
  sha: string
  size?: number
}

export interface FakeCommit {
  sha: string
  tree: string
  parents: string[]
  message: string
  who: Signature
}

export interface FakeTagObject {
  sha: string
  name: string
  object: { type: 'commit'; sha: string }
  message: string
  who: Signature
}

export type RefTarget = { type: 'commit' | 'tag'; sha: string }

const SUBMODULE_SHA = /^[0-9a-f]{40}$/

function toBytes(content: string | Uint8Array): Uint8Array {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : content
}

/** One repository's objects and refs, with real git SHA-1s for blobs, trees, commits and tags. */
export class RepoState {
  readonly owner: string
  readonly repo: string
  readonly private: boolean
  defaultBranch: string
  readonly blobs = new Map<string, Uint8Array>()
  readonly trees = new Map<string, ApiTreeItem[]>()
  readonly commits = new Map<string, FakeCommit>()
  readonly tagObjects = new Map<string, FakeTagObject>()
  readonly heads = new Map<string, string>()
  readonly tags = new Map<string, RefTarget>()
  /** The files each branch's head commit holds, so updates can start from them. */
  readonly branchFiles = new Map<string, FakeFiles>()
  private clock = 1_700_000_000

  constructor(spec: FakeRepo) {
    this.owner = spec.owner
    this.repo = spec.repo
    this.private = spec.private ?? false
    this.defaultBranch = spec.defaultBranch
    for (const [branch, files] of Object.entries(spec.branches)) this.commitFiles(branch, files, `Initial commit on ${branch}`)
    for (const [name, tag] of Object.entries(spec.tags ?? {})) this.addTag(name, tag)
  }

  private signature(): Signature {
    this.clock += 60
    return { name: 'Fake GitHub', email: 'fake@example.invalid', time: this.clock }
  }

  /** Stores the files as blobs and trees and returns the root tree's SHA. */
  writeTree(files: FakeFiles): string {
    type Folder = Map<string, Folder | { bytes: Uint8Array; mode: FakeMode }>
    const root: Folder = new Map()
    for (const [path, file] of Object.entries(files)) {
      const segments = path.split('/')
      if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) throw new Error(`fake-github: bad path '${path}'`)
      let folder = root
      for (const segment of segments.slice(0, -1)) {
        let next = folder.get(segment)
        if (next === undefined) folder.set(segment, (next = new Map()))
        if (!(next instanceof Map)) throw new Error(`fake-github: '${path}' uses a file as a folder`)
        folder = next
      }
      const name = segments[segments.length - 1]!
      if (folder.has(name)) throw new Error(`fake-github: '${path}' is both a file and a folder`)
      const content = typeof file === 'object' && !(file instanceof Uint8Array) ? file : { content: file }
      folder.set(name, { bytes: toBytes(content.content), mode: content.mode ?? '100644' })
    }
    const write = (folder: Folder): string => {
      const items: ApiTreeItem[] = []
      for (const [name, node] of folder) {
        if (node instanceof Map) {
          items.push({ name, mode: '040000', type: 'tree', sha: write(node) })
        } else if (node.mode === '160000') {
          const sha = Buffer.from(node.bytes).toString('utf8').trim()
          if (!SUBMODULE_SHA.test(sha)) throw new Error(`fake-github: submodule '${name}' needs a 40-hex commit SHA as content`)
          items.push({ name, mode: '160000', type: 'commit', sha })
        } else {
          const sha = gitObjectSha('blob', node.bytes)
          this.blobs.set(sha, node.bytes)
          items.push({ name, mode: node.mode, type: 'blob', sha, size: node.bytes.byteLength })
        }
      }
      const gitItems = items.map((item) => ({ name: item.name, mode: item.mode === '040000' ? '40000' : item.mode, sha: item.sha }))
      const sha = gitObjectSha('tree', treeBody(gitItems))
      const byName = new Map(items.map((item) => [item.name, item]))
      this.trees.set(sha, sortTreeItems(gitItems).map((item) => byName.get(item.name)!))
      return sha
    }
    return write(root)
  }

  /** A new commit on `branch` (created if missing) holding exactly `files`; returns its SHA. */
  commitFiles(branch: string, files: FakeFiles, message: string): string {
    const tree = this.writeTree(files)
    const parent = this.heads.get(branch)
    const who = this.signature()
    const parents = parent === undefined ? [] : [parent]
    const sha = gitObjectSha('commit', commitBody(tree, parents, who, message))
    this.commits.set(sha, { sha, tree, parents, message, who })
    this.heads.set(branch, sha)
    this.branchFiles.set(branch, { ...files })
    return sha
  }

  addTag(name: string, tag: FakeTag): void {
    const commit = this.heads.get(tag.branch)
    if (commit === undefined) throw new Error(`fake-github: tag '${name}' names missing branch '${tag.branch}'`)
    if (!tag.annotated) {
      this.tags.set(name, { type: 'commit', sha: commit })
      return
    }
    const who = this.signature()
    const message = tag.message ?? `Release ${name}`
    const sha = gitObjectSha('tag', tagBody(commit, 'commit', name, who, message))
    this.tagObjects.set(sha, { sha, name, object: { type: 'commit', sha: commit }, message, who })
    this.tags.set(name, { type: 'tag', sha })
  }

  /** Every ref as `refs/heads/…` / `refs/tags/…`, sorted. */
  allRefs(): Array<{ ref: string; object: RefTarget }> {
    const refs = [
      ...[...this.heads].map(([name, sha]) => ({ ref: `refs/heads/${name}`, object: { type: 'commit' as const, sha } })),
      ...[...this.tags].map(([name, object]) => ({ ref: `refs/tags/${name}`, object })),
    ]
    return refs.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0))
  }

  /** A commit SHA from a full or abbreviated SHA, a branch or a tag (as /commits/{ref} accepts). */
  commitFor(ref: string): string | null {
    if (this.commits.has(ref)) return ref
    const head = this.heads.get(ref)
    if (head !== undefined) return head
    const tag = this.tags.get(ref)
    if (tag !== undefined) return tag.type === 'commit' ? tag.sha : this.tagObjects.get(tag.sha)!.object.sha
    if (/^[0-9a-f]{4,39}$/.test(ref)) {
      const matches = [...this.commits.keys()].filter((sha) => sha.startsWith(ref))
      if (matches.length === 1) return matches[0]!
    }
    return null
  }

  /** Entries under a tree, pre-order like GitHub's `recursive=1` (a folder, then its contents). */
  recursiveEntries(treeSha: string, prefix = ''): Array<ApiTreeItem & { path: string }> {
    const result: Array<ApiTreeItem & { path: string }> = []
    for (const item of this.trees.get(treeSha) ?? []) {
      const path = prefix === '' ? item.name : `${prefix}/${item.name}`
      result.push({ ...item, path })
      if (item.type === 'tree') result.push(...this.recursiveEntries(item.sha, path))
    }
    return result
  }

  /** The tree SHA of `path` on a branch's head, for tests that compare with the importer's. */
  treeShaAt(branch: string, path: string): string | null {
    const head = this.heads.get(branch)
    if (head === undefined) return null
    let sha = this.commits.get(head)!.tree
    for (const segment of path === '' ? [] : path.split('/')) {
      const item = this.trees.get(sha)?.find((entry) => entry.name === segment && entry.type === 'tree')
      if (item === undefined) return null
      sha = item.sha
    }
    return sha
  }
}
