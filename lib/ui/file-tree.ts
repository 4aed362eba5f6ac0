import { compareUtf8 } from '@/lib/skill/path-order'

export interface TreeFile {
  kind: 'file'
  name: string
  path: string
  size: number
  executable: boolean
}

export interface TreeFolder {
  kind: 'folder'
  name: string
  path: string
  children: TreeNode[]
}

export type TreeNode = TreeFile | TreeFolder

/** A skill's flat file list as a tree: folders first, then files, each sorted by name. */
export function buildFileTree(files: readonly { path: string; size: number; executable: boolean }[]): TreeNode[] {
  const root: TreeFolder = { kind: 'folder', name: '', path: '', children: [] }
  for (const file of files) {
    const parts = file.path.split('/')
    let folder = root
    for (let i = 0; i < parts.length - 1; i++) {
      const path = parts.slice(0, i + 1).join('/')
      let next = folder.children.find((child): child is TreeFolder => child.kind === 'folder' && child.path === path)
      if (!next) {
        next = { kind: 'folder', name: parts[i]!, path, children: [] }
        folder.children.push(next)
      }
      folder = next
    }
    folder.children.push({ kind: 'file', name: parts[parts.length - 1]!, path: file.path, size: file.size, executable: file.executable })
  }
  sortTree(root.children)
  return root.children
}

function sortTree(nodes: TreeNode[]): void {
  nodes.sort((a, b) => (a.kind === b.kind ? compareUtf8(a.name, b.name) : a.kind === 'folder' ? -1 : 1))
  for (const node of nodes) if (node.kind === 'folder') sortTree(node.children)
}

/** The nodes a keyboard user can reach, in screen order, given which folders are collapsed. */
export function visibleNodes(nodes: readonly TreeNode[], collapsed: ReadonlySet<string>, depth = 0): { node: TreeNode; depth: number }[] {
  const out: { node: TreeNode; depth: number }[] = []
  for (const node of nodes) {
    out.push({ node, depth })
    if (node.kind === 'folder' && !collapsed.has(node.path)) out.push(...visibleNodes(node.children, collapsed, depth + 1))
  }
  return out
}

/** Total size of the files under a folder. */
export function folderSize(folder: TreeFolder): number {
  return folder.children.reduce((sum, child) => sum + (child.kind === 'file' ? child.size : folderSize(child)), 0)
}
