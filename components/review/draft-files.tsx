'use client'
import { useEffect, useMemo, useState } from 'react'
import { CodeEditor } from '@/components/editor/code-editor'
import { BinaryFileView } from '@/components/skill-page/binary-file-view'
import { FileTree } from '@/components/skill-page/file-tree'
import { markersFor } from '@/lib/ui/editor-markers'
import { EDITABLE_BYTES, languageOf, textOf } from '@/lib/ui/file-kind'
import { formatBytes } from '@/lib/ui/format'
import { errorMessage, readFileBytes } from '@/lib/ui/skill-api'
import type { FileEntry, Finding } from '@/lib/ui/skill-view'

type Content = { kind: 'loading' } | { kind: 'text'; text: string } | { kind: 'binary'; size: number; tooLarge: boolean } | { kind: 'error'; message: string }

/**
 * A draft's files at one hash: the tree to switch files, and the open file read-only in Monaco
 * with the lint and validation findings as markers. Bytes are read with `?hash=`, so what shows
 * is the reviewed version even if the assistant rewrites the draft meanwhile.
 */
export function DraftFiles({
  name,
  hash,
  files,
  findings,
  selected,
  onSelect,
}: {
  name: string
  hash: string
  files: FileEntry[]
  findings: Finding[]
  selected: string | null
  onSelect(path: string): void
}) {
  const entry = files.find((file) => file.path === selected) ?? null
  return (
    <div className="grid gap-4 lg:grid-cols-[17rem_1fr]">
      <div className="h-fit overflow-hidden rounded-lg border border-slate-200 bg-white">
        <div className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-2">
          <h3 className="text-sm font-semibold text-slate-800">Files</h3>
          <span className="text-xs text-slate-500">{files.length}</span>
        </div>
        <FileTree files={files} selected={selected} dirtyPath={null} onOpen={onSelect} />
      </div>
      <div className="min-w-0">
        {entry ? (
          <FileView key={`${hash}\u0000${entry.path}`} name={name} hash={hash} entry={entry} findings={findings} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-600">Pick a file on the left to read it.</p>
        )}
      </div>
    </div>
  )
}

function FileView({ name, hash, entry, findings }: { name: string; hash: string; entry: FileEntry; findings: Finding[] }) {
  const [content, setContent] = useState<Content>(() => (entry.size > EDITABLE_BYTES ? { kind: 'binary', size: entry.size, tooLarge: true } : { kind: 'loading' }))
  const markers = useMemo(() => markersFor(findings, entry.path), [findings, entry.path])

  useEffect(() => {
    if (entry.size > EDITABLE_BYTES) return
    let cancelled = false
    readFileBytes(name, entry.path, hash).then(
      (bytes) => {
        if (cancelled) return
        const text = textOf(bytes)
        setContent(text === null ? { kind: 'binary', size: bytes.byteLength, tooLarge: false } : { kind: 'text', text })
      },
      (error) => !cancelled && setContent({ kind: 'error', message: errorMessage(error) }),
    )
    return () => {
      cancelled = true
    }
  }, [name, entry.path, entry.size, hash])

  const warnings = markers.length
  return (
    <section aria-labelledby="open-file" className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
        <h3 id="open-file" className="min-w-0 truncate font-mono text-sm font-medium text-slate-900" title={entry.path}>
          {entry.path}
        </h3>
        <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700">read-only</span>
        {entry.executable && <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700">executable</span>}
        <span className="ml-auto text-xs text-slate-500">
          {formatBytes(entry.size)}
          {warnings > 0 && ` · ${warnings} marker${warnings === 1 ? '' : 's'}`}
        </span>
      </header>
      {content.kind === 'loading' && (
        <p role="status" className="p-6 text-sm text-slate-500">
          Loading {entry.path}…
        </p>
      )}
      {content.kind === 'error' && (
        <p role="alert" className="m-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Could not load {entry.path}: {content.message}
        </p>
      )}
      {content.kind === 'binary' && <BinaryFileView skillName={name} path={entry.path} hash={hash} size={content.size} tooLarge={content.tooLarge} />}
      {content.kind === 'text' && (
        <div data-testid="draft-editor">
          <CodeEditor
            defaultValue={content.text}
            language={languageOf(entry.path)}
            readOnly
            ariaLabel={`${entry.path} (read-only)`}
            markers={markers}
            height={editorHeight(content.text)}
          />
        </div>
      )}
    </section>
  )
}

/** Tall enough for the whole file (Monaco needs a fixed height), capped so the page still scrolls. */
function editorHeight(text: string): string {
  const lines = text.split('\n').length
  return `${Math.min(Math.max(lines + 1, 8) * 19 + 8, 640)}px`
}

