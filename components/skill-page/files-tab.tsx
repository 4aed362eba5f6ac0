'use client'
import { useEffect, useRef, useState } from 'react'
import { fileUrl, deleteFile, renameFile, saveFile } from '@/lib/ui/skill-api'
import type { FileEntry, SkillSummaryView, SkillView } from '@/lib/ui/skill-view'
import { button } from './button-styles'
import { ConfirmDialog, PromptDialog } from './dialog'
import { FileEditor, type FileEditorHandle } from './file-editor'
import { FileTree } from './file-tree'
import { isSkillMdPath } from '@/lib/skill/skill-md-path'

interface OpenFile {
  path: string
  /** The manifest entry when it was opened (kept if the file later leaves the current version). */
  entry: FileEntry
  /** The version the file was read from. */
  hash: string
  /** Bumped to reopen the same path from scratch. */
  load: number
}

type DialogState = { kind: 'new' } | { kind: 'rename'; path: string } | { kind: 'delete'; path: string } | { kind: 'switch'; path: string } | null

/** What a new file starts with, so the first save passes its checks. */
function starterText(path: string): string {
  if (/\.json$/i.test(path)) return '{}\n'
  if (/\.(sh|bash)$/i.test(path)) return '#!/usr/bin/env bash\nset -euo pipefail\n'
  if (/\.py$/i.test(path)) return '#!/usr/bin/env python3\n'
  return ''
}

/**
 * The file tree beside the open file. Every file operation sends the hash on the page; after one
 * succeeds, an open editor on another file is moved onto the new hash (its text did not change).
 */
export function FilesTab({
  skill,
  request,
  onChanged,
  onReload,
  onDirtyChange,
}: {
  skill: SkillView
  /** A file another tab asked to open (a new `seq` asks again). */
  request: { path: string; seq: number } | null
  /** Resolves once the page shows the skill after the change. */
  onChanged(summary: SkillSummaryView): Promise<void>
  onReload(): Promise<void>
  onDirtyChange(dirty: boolean): void
}) {
  const editable = !skill.builtIn
  const skillMdEntry = skill.files.find((f) => isSkillMdPath(f.path)) ?? skill.files[0]
  const [open, setOpen] = useState<OpenFile | null>(skillMdEntry ? { path: skillMdEntry.path, entry: skillMdEntry, hash: skill.currentHash, load: 0 } : null)
  const [dirty, setDirty] = useState(false)
  const [dialog, setDialog] = useState<DialogState>(null)
  const editorRef = useRef<FileEditorHandle>(null)
  const current = open ? skill.files.find((f) => f.path === open.path) : undefined

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  useEffect(() => {
    if (request) openFile(request.path)
    // Only a new request opens a file; openFile itself changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request])

  function show(entry: FileEntry | undefined, hash: string) {
    setDirty(false)
    setOpen((previous) => (entry ? { path: entry.path, entry, hash, load: (previous?.load ?? 0) + 1 } : null))
  }

  function openFile(path: string, force = false) {
    if (open?.path === path && !force) return
    if (dirty && !force) return setDialog({ kind: 'switch', path })
    show(skill.files.find((f) => f.path === path), skill.currentHash)
  }

  /** After a file operation: the open editor (another file) continues on the new hash. */
  async function afterOperation(before: string, summary: SkillSummaryView) {
    editorRef.current?.rebase(before, summary.currentHash)
    await onChanged(summary)
  }

  async function createFile(path: string) {
    if (skill.files.some((f) => f.path === path)) throw new Error(`'${path}' already exists. Pick another path.`)
    const before = skill.currentHash
    const text = starterText(path)
    const result = await saveFile(skill.name, path, text, before)
    await afterOperation(before, result.skill)
    setDialog(null)
    const entry = { path, size: new TextEncoder().encode(text).byteLength, sha256: '', executable: false }
    if (dirty) setDialog({ kind: 'switch', path })
    else show(entry, result.skill.currentHash)
  }

  async function rename(from: string, to: string) {
    if (from === open?.path && dirty) throw new Error('Save or discard your changes to this file before renaming it.')
    const before = skill.currentHash
    const summary = await renameFile(skill.name, from, to, before)
    await afterOperation(before, summary)
    setDialog(null)
    if (open && from === open.path) show({ ...open.entry, path: to }, summary.currentHash)
  }

  async function remove(path: string) {
    const before = skill.currentHash
    const summary = await deleteFile(skill.name, path, before)
    await afterOperation(before, summary)
    setDialog(null)
    if (path === open?.path) show(skillMdEntry, summary.currentHash)
  }

  const fileActions =
    open ? (
      <>
        <a href={fileUrl(skill.name, open.path)} download={open.path.split('/').pop()} className={button.small}>
          Download
        </a>
        {editable && !isSkillMdPath(open.path) && (
          <>
            <button type="button" className={button.small} onClick={() => setDialog({ kind: 'rename', path: open.path })}>
              Rename…
            </button>
            <button type="button" className={`${button.small} text-red-700`} onClick={() => setDialog({ kind: 'delete', path: open.path })}>
              Delete…
            </button>
          </>
        )}
      </>
    ) : null

  return (
    <div className="grid gap-4 lg:grid-cols-[19rem_1fr]">
      <div className="space-y-2">
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <div className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-2">
            <h2 className="text-sm font-semibold text-slate-800">Files</h2>
            <span className="text-xs text-slate-500">{skill.files.length}</span>
          </div>
          <FileTree files={skill.files} selected={open?.path ?? null} dirtyPath={dirty ? (open?.path ?? null) : null} onOpen={(path) => openFile(path)} />
        </div>
        {editable ? (
          <button type="button" className={`${button.secondary} w-full`} onClick={() => setDialog({ kind: 'new' })}>
            New file…
          </button>
        ) : (
          <p className="rounded-md bg-indigo-50 px-3 py-2 text-xs text-indigo-900" data-testid="read-only-note">
            Built-in skills are read-only. <strong>Duplicate to edit</strong>: the copy is yours.
          </p>
        )}
      </div>

      <div className="min-w-0">
        {open && !current && (
          <p role="status" className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {open.path} is not in the current version of this skill (renamed, deleted or restored away).{' '}
            {editable ? 'Saving writes it back.' : ''}
          </p>
        )}
        {open ? (
          <FileEditor
            key={`${open.path}\u0000${open.load}`}
            ref={editorRef}
            skillName={skill.name}
            entry={current ?? open.entry}
            openedHash={open.hash}
            readOnly={!editable}
            initialFindings={skill.findings}
            actions={fileActions}
            onSaved={onChanged}
            onDirtyChange={setDirty}
            onReloadSkill={onReload}
            onFileGone={(hash) => show(skillMdEntry, hash)}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-600">
            Pick a file on the left to open it{editable ? ', or add one with New file' : ''}.
          </p>
        )}
      </div>

      <PromptDialog
        open={dialog?.kind === 'new'}
        title="New file"
        label="Path"
        hint={<>A path inside the skill, e.g. <code>scripts/run.sh</code> or <code>references/notes.md</code>. Folders are created as needed.</>}
        defaultValue="scripts/"
        submitLabel="Create"
        busyLabel="Creating…"
        onSubmit={createFile}
        onClose={() => setDialog(null)}
      />
      <PromptDialog
        open={dialog?.kind === 'rename'}
        title={`Rename ${dialog?.kind === 'rename' ? dialog.path : ''}`}
        label="New path"
        defaultValue={dialog?.kind === 'rename' ? dialog.path : ''}
        submitLabel="Rename"
        busyLabel="Renaming…"
        onSubmit={(to) => rename(dialog?.kind === 'rename' ? dialog.path : '', to)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Delete ${dialog?.kind === 'delete' ? dialog.path : ''}?`}
        confirmLabel="Delete file"
        busyLabel="Deleting…"
        danger
        onConfirm={() => remove(dialog?.kind === 'delete' ? dialog.path : '')}
        onClose={() => setDialog(null)}
      >
        <p>The file is removed in a new version; the History tab can bring it back.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'switch'}
        title="Discard unsaved changes?"
        confirmLabel="Discard and open"
        busyLabel="Opening…"
        danger
        onConfirm={async () => {
          if (dialog?.kind === 'switch') openFile(dialog.path, true)
          setDialog(null)
        }}
        onClose={() => setDialog(null)}
      >
        <p>
          {open?.path} has changes you have not saved. Opening {dialog?.kind === 'switch' ? dialog.path : 'another file'} discards them. Cancel and
          save first to keep them.
        </p>
      </ConfirmDialog>
    </div>
  )
}
