'use client'
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import { CodeEditor, TextDiffEditor, type CodeEditorHandle } from '@/components/editor/code-editor'
import { FindingList } from '@/components/finding-list'
import { ApiError } from '@/lib/ui/api-client'
import { markersFor } from '@/lib/ui/editor-markers'
import { EDITABLE_BYTES, languageOf, textOf } from '@/lib/ui/file-kind'
import { formatBytes, shortHash } from '@/lib/ui/format'
import { changedHashOf, checkFile, errorMessage, findingsOf, getSkill, readFileBytes, saveFile } from '@/lib/ui/skill-api'
import type { FileEntry, Finding, SkillSummaryView } from '@/lib/ui/skill-view'
import { BinaryFileView } from './binary-file-view'
import { button } from './button-styles'
import { isSkillMdPath } from '@/lib/skill/skill-md-path'

export interface FileEditorHandle {
  /** Another file changed the skill from `from` to `to`: this file's text is the same in both. */
  rebase(from: string, to: string): void
}

export interface FileEditorProps {
  skillName: string
  entry: FileEntry
  /** The skill version the file is read from; saves send it as If-Match until the next save. */
  openedHash: string
  readOnly: boolean
  initialFindings: Finding[]
  actions?: React.ReactNode
  onSaved(summary: SkillSummaryView): void
  onDirtyChange(dirty: boolean): void
  onReloadSkill(): Promise<void>
  /** The file no longer exists in the version the owner reloaded to. */
  onFileGone(latestHash: string): void
  ref?: React.Ref<FileEditorHandle>
}

type Content = { kind: 'loading' } | { kind: 'text'; text: string } | { kind: 'binary'; size: number; tooLarge: boolean } | { kind: 'error'; message: string }
type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; hash: string; changed: boolean } | { kind: 'error'; message: string }
interface Conflict {
  /** The skill's hash now, when known. */
  latestHash: string | null
  diff: null | 'loading' | { original: string; modified: string; removed: boolean; hash: string }
  busy: boolean
  error: string | null
}

const CHECK_DELAY_MS = 600

/** One file of the skill: Monaco for text, a download for the rest; saving, live checks and conflicts. */
export function FileEditor(props: FileEditorProps) {
  const { skillName, entry, openedHash, readOnly, ref } = props
  const path = entry.path
  const [content, setContent] = useState<Content>({ kind: 'loading' })
  const [dirty, setDirty] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [findings, setFindings] = useState<Finding[]>(() => props.initialFindings.filter((f) => f.path === path || (!f.path && isSkillMdPath(path))))
  const [checking, setChecking] = useState(false)
  const [conflict, setConflict] = useState<Conflict | null>(null)

  const editor = useRef<CodeEditorHandle | null>(null)
  const baseHash = useRef(openedHash)
  const savedText = useRef('')
  const saving = useRef(false)
  const checkTimer = useRef<number | undefined>(undefined)
  const checkAbort = useRef<AbortController | null>(null)
  const callbacks = useRef(props)
  useEffect(() => {
    callbacks.current = props
  })

  useImperativeHandle(ref, () => ({
    rebase(from, to) {
      if (baseHash.current === from) baseHash.current = to
    },
  }))

  // Load the bytes of the version the editor is opened on.
  useEffect(() => {
    if (entry.size > EDITABLE_BYTES) {
      setContent({ kind: 'binary', size: entry.size, tooLarge: true })
      return
    }
    let cancelled = false
    readFileBytes(skillName, path, openedHash).then(
      (bytes) => {
        if (cancelled) return
        const text = textOf(bytes)
        savedText.current = text ?? ''
        setContent(text === null ? { kind: 'binary', size: bytes.byteLength, tooLarge: false } : { kind: 'text', text })
        // Markers for what is already wrong in the file, before the owner types anything.
        if (text !== null && !readOnly) runCheck(text)
      },
      (error) => !cancelled && setContent({ kind: 'error', message: errorMessage(error) }),
    )
    return () => {
      cancelled = true
    }
    // The editor is keyed by path and load; it never reloads under the owner's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(
    () => () => {
      window.clearTimeout(checkTimer.current)
      checkAbort.current?.abort()
    },
    [],
  )

  const dirtyRef = useRef(false)
  const markDirty = useCallback((next: boolean) => {
    if (dirtyRef.current === next) return
    dirtyRef.current = next
    setDirty(next)
    callbacks.current.onDirtyChange(next)
  }, [])

  const runCheck = useCallback(
    async (text: string) => {
      checkAbort.current?.abort()
      const controller = new AbortController()
      checkAbort.current = controller
      setChecking(true)
      try {
        const result = await checkFile(skillName, path, text, controller.signal)
        if (!controller.signal.aborted) setFindings(result)
      } catch {
        // A failed live check is not worth a message: saving runs the same checks and reports them.
      } finally {
        if (checkAbort.current === controller) setChecking(false)
      }
    },
    [skillName, path],
  )

  function onChange(text: string) {
    markDirty(text !== savedText.current)
    if (readOnly) return
    window.clearTimeout(checkTimer.current)
    checkTimer.current = window.setTimeout(() => runCheck(text), CHECK_DELAY_MS)
  }

  const save = useCallback(
    async (overHash?: string) => {
      if (readOnly || saving.current || !editor.current) return
      const text = editor.current.getValue()
      if (overHash === undefined && text === savedText.current && status.kind !== 'error') {
        setStatus({ kind: 'saved', hash: baseHash.current, changed: false })
        return
      }
      saving.current = true
      setStatus({ kind: 'saving' })
      try {
        const result = await saveFile(skillName, path, text, overHash ?? baseHash.current)
        baseHash.current = result.skill.currentHash
        savedText.current = text
        markDirty(editor.current?.getValue() !== text)
        setFindings(result.findings)
        setConflict(null)
        setStatus({ kind: 'saved', hash: result.skill.currentHash, changed: result.changed })
        callbacks.current.onSaved(result.skill)
      } catch (error) {
        if (error instanceof ApiError && error.code === 'skill_changed') {
          setConflict({ latestHash: changedHashOf(error), diff: null, busy: false, error: null })
          setStatus({ kind: 'error', message: 'Not saved: the skill changed since you opened this file. Your text is still here.' })
        } else {
          const blocking = findingsOf(error)
          if (blocking.length > 0) setFindings(blocking)
          setStatus({ kind: 'error', message: errorMessage(error) })
        }
      } finally {
        saving.current = false
      }
    },
    [readOnly, skillName, path, status.kind, markDirty],
  )

  async function latestHash(): Promise<string> {
    return conflict?.latestHash ?? (await getSkill(skillName)).currentHash
  }

  /** The file as it is in `hash`, or null when that version has no such file. */
  async function latestText(hash: string): Promise<string | null> {
    try {
      const text = textOf(await readFileBytes(skillName, path, hash))
      if (text === null) throw new Error('binary')
      return text
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  }

  async function showDiff() {
    if (!conflict || !editor.current) return
    if (conflict.diff && conflict.diff !== 'loading') return setConflict({ ...conflict, diff: null })
    const mine = editor.current.getValue()
    setConflict({ ...conflict, diff: 'loading', error: null })
    try {
      const hash = await latestHash()
      const latest = await latestText(hash)
      setConflict((c) => c && { ...c, latestHash: hash, diff: { original: latest ?? '', modified: mine, removed: latest === null, hash } })
    } catch (error) {
      setConflict((c) => c && { ...c, diff: null, error: `Could not load the new version: ${errorMessage(error)}` })
    }
  }

  async function overwrite() {
    if (!conflict) return
    setConflict({ ...conflict, busy: true, error: null })
    try {
      await save(await latestHash())
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error) })
    }
    setConflict((c) => c && { ...c, busy: false })
  }

  async function discardAndReload() {
    if (!conflict) return
    setConflict({ ...conflict, busy: true, error: null })
    try {
      const hash = await latestHash()
      const latest = await latestText(hash)
      await callbacks.current.onReloadSkill()
      if (latest === null) return callbacks.current.onFileGone(hash)
      baseHash.current = hash
      savedText.current = latest
      editor.current?.setValue(latest)
      markDirty(false)
      setConflict(null)
      setStatus({ kind: 'idle' })
      runCheck(latest)
    } catch (error) {
      setConflict((c) => c && { ...c, busy: false, error: `Could not reload: ${errorMessage(error)}` })
    }
  }

  const markers = useMemo(() => markersFor(findings, path), [findings, path])
  const language = languageOf(path)

  if (content.kind === 'loading') return <Frame entry={entry} readOnly={readOnly} actions={props.actions} dirty={false}><p className="p-6 text-sm text-slate-500" role="status">Loading {path}…</p></Frame>
  if (content.kind === 'error') {
    return (
      <Frame entry={entry} readOnly={readOnly} actions={props.actions} dirty={false}>
        <p role="alert" className="m-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">Could not open {path}: {content.message}</p>
      </Frame>
    )
  }
  if (content.kind === 'binary') {
    return (
      <Frame entry={entry} readOnly={readOnly} actions={props.actions} dirty={false}>
        <BinaryFileView skillName={skillName} path={path} hash={openedHash} size={content.size} tooLarge={content.tooLarge} />
      </Frame>
    )
  }

  return (
    <Frame
      entry={entry}
      readOnly={readOnly}
      actions={props.actions}
      dirty={dirty}
      onKeyDown={(event) => {
        // Ctrl/Cmd+S anywhere around the editor (the Save button, the findings) saves too.
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault()
          save()
        }
      }}
      toolbar={
        !readOnly && (
          <>
            <SaveStatus status={status} dirty={dirty} />
            <button type="button" className={button.primary} onClick={() => save()} disabled={status.kind === 'saving'} aria-keyshortcuts="Control+S Meta+S">
              Save
            </button>
          </>
        )
      }
    >
      {conflict && (
        <div role="alert" data-testid="save-conflict" className="space-y-2 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p>
            <strong>Someone else changed this skill</strong> since you opened {path}
            {conflict.latestHash ? ` (it is now ${shortHash(conflict.latestHash)})` : ''}. Your text was not saved and is still in the editor.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={button.secondary} onClick={showDiff} disabled={conflict.busy} aria-expanded={Boolean(conflict.diff)}>
              {conflict.diff && conflict.diff !== 'loading' ? 'Hide the diff' : 'Show diff against the new version'}
            </button>
            <button type="button" className={button.primary} onClick={overwrite} disabled={conflict.busy}>
              Overwrite with my text
            </button>
            <button type="button" className={button.danger} onClick={discardAndReload} disabled={conflict.busy}>
              Discard mine and reload
            </button>
          </div>
          {conflict.error && <p className="text-red-800">{conflict.error}</p>}
        </div>
      )}
      {conflict?.diff === 'loading' && <p className="px-4 py-2 text-sm text-slate-500" role="status">Loading the new version…</p>}
      {conflict?.diff && conflict.diff !== 'loading' && (
        <div data-testid="conflict-diff">
          <p className="flex justify-between border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-xs text-slate-600">
            <span>Left: {conflict.diff.removed ? 'the new version has no such file' : `saved in ${shortHash(conflict.diff.hash)}`}</span>
            <span>Right: your text</span>
          </p>
          <TextDiffEditor original={conflict.diff.original} modified={conflict.diff.modified} language={language} ariaLabel={`Changes to ${path}`} />
        </div>
      )}
      <div className={conflict?.diff && conflict.diff !== 'loading' ? 'hidden' : ''} data-testid="code-editor">
        <CodeEditor
          defaultValue={content.text}
          language={language}
          readOnly={readOnly}
          ariaLabel={readOnly ? `${path} (read-only)` : `Edit ${path}`}
          markers={markers}
          onChange={onChange}
          onSave={() => save()}
          onReady={(handle) => {
            editor.current = handle
          }}
        />
      </div>
      {!readOnly && (
        <section aria-label={`Checks for ${path}`} className="space-y-2 border-t border-slate-200 px-4 py-3" data-testid="editor-findings">
          {status.kind === 'error' && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="save-error">
              {status.message}
            </p>
          )}
          {findings.length > 0 ? (
            <FindingList findings={findings} />
          ) : (
            <p className="text-sm text-slate-500">{checking ? 'Checking…' : 'No problems found in this file.'}</p>
          )}
          {checking && findings.length > 0 && <p className="text-xs text-slate-500" role="status">Checking…</p>}
        </section>
      )}
    </Frame>
  )
}

function SaveStatus({ status, dirty }: { status: Status; dirty: boolean }) {
  let text = ''
  let tone = 'text-slate-500'
  if (status.kind === 'saving') text = 'Saving…'
  else if (dirty) {
    text = 'Unsaved changes'
    tone = 'text-amber-700'
  } else if (status.kind === 'saved') {
    text = status.changed ? `Saved · ${shortHash(status.hash)}` : `No changes · ${shortHash(status.hash)}`
    tone = 'text-emerald-700'
  }
  return (
    <span role="status" aria-live="polite" data-testid="save-status" className={`text-sm ${tone}`}>
      {text}
    </span>
  )
}

/** The box around one open file: its path, size, dirty mark, actions and the toolbar. */
function Frame({
  entry,
  readOnly,
  dirty,
  actions,
  toolbar,
  onKeyDown,
  children,
}: {
  entry: FileEntry
  readOnly: boolean
  dirty: boolean
  actions?: React.ReactNode
  toolbar?: React.ReactNode
  onKeyDown?: React.KeyboardEventHandler
  children: React.ReactNode
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-slate-50 px-4 py-2">
        <h3 className="min-w-0 truncate font-mono text-sm font-medium text-slate-900" title={entry.path}>
          {entry.path}
        </h3>
        {dirty && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700" data-testid="dirty-indicator">
            <span aria-hidden>●</span> modified
          </span>
        )}
        <span className="text-xs text-slate-500">{formatBytes(entry.size)}</span>
        {readOnly && <span className="text-xs text-slate-500">read-only</span>}
        <span className="ml-auto flex flex-wrap items-center gap-2">
          {actions}
          {toolbar}
        </span>
      </div>
      {children}
    </div>
  )
}
