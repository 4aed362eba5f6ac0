'use client'
import { useMemo, useRef, useState } from 'react'
import { formatBytes } from '@/lib/ui/format'
import { buildFileTree, folderSize, visibleNodes, type TreeNode } from '@/lib/ui/file-tree'
import type { FileEntry } from '@/lib/ui/skill-view'

/**
 * The skill's files as a WAI-ARIA tree: one tab stop; Up/Down move, Right opens a folder or
 * steps into it, Left closes it or steps out, Home/End jump, Enter/Space open a file.
 */
export function FileTree({ files, selected, dirtyPath, onOpen }: { files: FileEntry[]; selected: string | null; dirtyPath: string | null; onOpen(path: string): void }) {
  const tree = useMemo(() => buildFileTree(files), [files])
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set())
  const [focused, setFocused] = useState<string | null>(null)
  const refs = useRef(new Map<string, HTMLLIElement>())
  const rows = visibleNodes(tree, collapsed)
  const activePath = rows.some((row) => row.node.path === focused) ? focused : (selected ?? rows[0]?.node.path ?? null)

  function toggle(path: string, open?: boolean) {
    setCollapsed((previous) => {
      const next = new Set(previous)
      const shouldOpen = open ?? next.has(path)
      if (shouldOpen) next.delete(path)
      else next.add(path)
      return next
    })
  }

  function focus(path: string) {
    setFocused(path)
    refs.current.get(path)?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent, node: TreeNode) {
    const index = rows.findIndex((row) => row.node.path === node.path)
    const parent = node.path.includes('/') ? node.path.slice(0, node.path.lastIndexOf('/')) : null
    let handled = true
    switch (event.key) {
      case 'ArrowDown':
        if (rows[index + 1]) focus(rows[index + 1]!.node.path)
        break
      case 'ArrowUp':
        if (rows[index - 1]) focus(rows[index - 1]!.node.path)
        break
      case 'Home':
        if (rows[0]) focus(rows[0].node.path)
        break
      case 'End':
        if (rows.length) focus(rows[rows.length - 1]!.node.path)
        break
      case 'ArrowRight':
        if (node.kind === 'folder') {
          if (collapsed.has(node.path)) toggle(node.path, true)
          else if (node.children[0]) focus(node.children[0].path)
        }
        break
      case 'ArrowLeft':
        if (node.kind === 'folder' && !collapsed.has(node.path)) toggle(node.path, false)
        else if (parent) focus(parent)
        break
      case 'Enter':
      case ' ':
        if (node.kind === 'folder') toggle(node.path)
        else onOpen(node.path)
        break
      default:
        handled = false
    }
    if (handled) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  function renderNodes(nodes: TreeNode[], depth: number): React.ReactNode {
    return nodes.map((node) => {
      const isFolder = node.kind === 'folder'
      const open = isFolder && !collapsed.has(node.path)
      const isSelected = node.path === selected
      return (
        <li
          key={node.path}
          ref={(element) => {
            if (element) refs.current.set(node.path, element)
            else refs.current.delete(node.path)
          }}
          role="treeitem"
          aria-expanded={isFolder ? open : undefined}
          aria-selected={isFolder ? undefined : isSelected}
          aria-label={`${node.name}, ${formatBytes(isFolder ? folderSize(node) : node.size)}${node.path === dirtyPath ? ', unsaved changes' : ''}`}
          data-path={node.path}
          tabIndex={node.path === activePath ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, node)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocused(node.path)
          }}
          onClick={(event) => {
            event.stopPropagation()
            setFocused(node.path)
            if (isFolder) toggle(node.path)
            else onOpen(node.path)
          }}
          className="cursor-pointer select-none rounded focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-500"
        >
          <div
            className={`flex items-center gap-1.5 rounded px-2 py-1 text-sm ${isSelected ? 'bg-indigo-50 font-medium text-indigo-900' : 'text-slate-700 hover:bg-slate-100'}`}
            style={{ paddingLeft: `${0.5 + depth * 1}rem` }}
          >
            <span aria-hidden className="w-3 shrink-0 text-center text-xs text-slate-400">{isFolder ? (open ? '▾' : '▸') : ''}</span>
            {isFolder ? <FolderIcon /> : <FileIcon />}
            <span className="min-w-0 flex-1 truncate font-mono text-[13px]" title={node.path}>
              {node.name}
              {node.kind === 'file' && node.executable && (
                <span className="ml-1.5 rounded bg-slate-100 px-1 font-sans text-[10px] uppercase text-slate-500" title="Executable">
                  exec
                </span>
              )}
            </span>
            {node.path === dirtyPath && <span aria-hidden className="text-amber-600" title="Unsaved changes">●</span>}
            <span className="shrink-0 text-xs tabular-nums text-slate-500">{formatBytes(isFolder ? folderSize(node) : node.size)}</span>
          </div>
          {isFolder && open && (
            <ul role="group" className="m-0 list-none p-0">
              {renderNodes(node.children, depth + 1)}
            </ul>
          )}
        </li>
      )
    })
  }

  if (files.length === 0) return <p className="p-3 text-sm text-slate-600">No files.</p>
  return (
    <ul role="tree" aria-label="Files" className="m-0 list-none p-1">
      {renderNodes(tree, 0)}
    </ul>
  )
}

function FolderIcon() {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className="h-4 w-4 shrink-0 fill-amber-300 stroke-amber-500">
      <path d="M1.5 3.5h4l1.5 1.5h7.5v8h-13z" strokeWidth="1" strokeLinejoin="round" />
    </svg>
  )
}

function FileIcon() {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className="h-4 w-4 shrink-0 fill-white stroke-slate-400">
      <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3" strokeWidth="1" strokeLinejoin="round" />
    </svg>
  )
}
