import { createHash } from 'node:crypto'

/**
 * Git's object hashing, written independently of lib/import/github so the importer's
 * verification is checked against a second implementation (and against git's known vectors in
 * git-objects.test.ts).
 */

export type GitObjectType = 'blob' | 'tree' | 'commit' | 'tag'

export function gitObjectSha(type: GitObjectType, body: Uint8Array): string {
  const header = Buffer.from(`${type} ${body.byteLength}\0`, 'utf8')
  return createHash('sha1').update(Buffer.concat([header, body])).digest('hex')
}

export interface GitTreeItem {
  name: string
  /** Git's own form: `40000` for a folder, `100644`, `100755`, `120000`, `160000`. */
  mode: string
  sha: string
}

/**
 * A tree object: entries sorted as git sorts them (byte order, a folder's name compared as if it
 * ended in `/`), each `<mode> <name>\0<20-byte sha>`.
 */
export function treeBody(items: readonly GitTreeItem[]): Uint8Array {
  return Buffer.concat(
    sortTreeItems(items).flatMap((item) => [Buffer.from(`${item.mode} ${item.name}\0`, 'utf8'), Buffer.from(item.sha, 'hex')]),
  )
}

/** Git's tree order: by bytes, with a folder's name compared as if it ended in `/`. */
export function sortTreeItems<T extends GitTreeItem>(items: readonly T[]): T[] {
  const key = (item: GitTreeItem) => Buffer.from(item.mode === '40000' ? `${item.name}/` : item.name, 'utf8')
  return [...items].sort((a, b) => Buffer.compare(key(a), key(b)))
}

export interface Signature {
  name: string
  email: string
  /** Seconds since the epoch. */
  time: number
}

function signatureLine(role: string, who: Signature): string {
  return `${role} ${who.name} <${who.email}> ${who.time} +0000\n`
}

export function commitBody(tree: string, parents: readonly string[], who: Signature, message: string): Uint8Array {
  const text =
    `tree ${tree}\n` +
    parents.map((parent) => `parent ${parent}\n`).join('') +
    signatureLine('author', who) +
    signatureLine('committer', who) +
    `\n${message}\n`
  return Buffer.from(text, 'utf8')
}

export function tagBody(object: string, type: GitObjectType, name: string, who: Signature, message: string): Uint8Array {
  const text = `object ${object}\ntype ${type}\ntag ${name}\n${signatureLine('tagger', who)}\n${message}\n`
  return Buffer.from(text, 'utf8')
}
