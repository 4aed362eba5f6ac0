'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { secondaryButton } from '@/components/browser/styles'
import type { ZipImportResult } from '@/lib/transfer/import-zip'
import { LIMITS } from '@/lib/skill/limits'
import { ApiError } from '@/lib/ui/api-client'
import { CandidateChecklist } from './candidate-checklist'
import { FocusHeading } from './focus-heading'
import { ImportError, toApiError } from './import-error'
import { ImportSummary, type ImportedView } from './import-summary'
import { UploadStatus } from './upload-status'
import { checkUploadSize, uploadZip, type UploadProgress } from './upload-zip'

type Preview = Extract<ZipImportResult, { dryRun: true }>
type Imported = { dryRun: false; imported: ImportedView[]; ignored: Preview['ignored'] }

type Phase =
  | { kind: 'idle' }
  | { kind: 'previewing'; file: File }
  | { kind: 'preview'; file: File; preview: Preview }
  | { kind: 'importing'; file: File; preview: Preview }
  | { kind: 'done'; file: File; result: Imported }

const ACCEPT = '.zip,.skill'

/**
 * Upload a zip: drop a file or pick one, see every skill in it with its findings (a dry run),
 * tick the ones to import, then import them by sending the same file again with the names.
 */
export function ZipImport() {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const abortRef = useRef<AbortController | null>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [fileError, setFileError] = useState<ApiError | null>(null)
  const [importError, setImportError] = useState<ApiError | null>(null)
  const [dragging, setDragging] = useState(false)
  // The preview's checklist starts fresh (all valid skills ticked) for every new file.
  const [previewKey, setPreviewKey] = useState(0)
  const uploading = phase.kind === 'previewing' || phase.kind === 'importing'

  useEffect(() => () => abortRef.current?.abort(), [])

  async function preview(file: File) {
    if (uploading) return
    setImportError(null)
    const tooLarge = checkUploadSize(file)
    if (tooLarge) {
      setFileError(tooLarge)
      setProgress(null)
      setPhase({ kind: 'idle' })
      return
    }
    setFileError(null)
    setPhase({ kind: 'previewing', file })
    const abort = new AbortController()
    abortRef.current = abort
    try {
      const result = await uploadZip<Preview>('/api/import/zip?dryRun=1', file, setProgress, abort.signal)
      setPreviewKey((key) => key + 1)
      setPhase({ kind: 'preview', file, preview: result })
    } catch (error) {
      setFileError(toApiError(error))
      setProgress(null)
      setPhase({ kind: 'idle' })
    } finally {
      abortRef.current = null
    }
  }

  async function importChosen(names: string[], replace: boolean) {
    if (phase.kind !== 'preview') return
    const { file, preview } = phase
    setImportError(null)
    setPhase({ kind: 'importing', file, preview })
    const query = new URLSearchParams({ skills: names.join(',') })
    if (replace) query.set('replace', '1')
    const abort = new AbortController()
    abortRef.current = abort
    try {
      const result = await uploadZip<Imported>(`/api/import/zip?${query}`, file, setProgress, abort.signal)
      setPhase({ kind: 'done', file, result })
    } catch (error) {
      setImportError(toApiError(error))
      setPhase({ kind: 'preview', file, preview })
    } finally {
      abortRef.current = null
    }
  }

  function chooseFiles(files: FileList | null) {
    if (!files || files.length === 0) return
    if (files.length > 1) {
      setFileError(new ApiError(0, 'one_file', 'Drop one archive at a time; each upload is previewed on its own.'))
      return
    }
    void preview(files[0]!)
  }

  function reset() {
    setPhase({ kind: 'idle' })
    setProgress(null)
    setFileError(null)
    setImportError(null)
    if (inputRef.current) inputRef.current.value = ''
    inputRef.current?.focus()
  }

  const file = phase.kind === 'idle' ? null : phase.file

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div
          data-testid="drop-zone"
          onDragEnter={(event) => {
            event.preventDefault()
            if (!uploading) setDragging(true)
          }}
          onDragOver={(event) => {
            event.preventDefault()
            event.dataTransfer.dropEffect = uploading ? 'none' : 'copy'
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
          }}
          onDrop={(event) => {
            event.preventDefault()
            setDragging(false)
            if (!uploading) chooseFiles(event.dataTransfer.files)
          }}
          className={`flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 text-center transition-colors ${file ? 'py-4' : 'py-8'} ${
            dragging ? 'border-indigo-500 bg-indigo-50' : fileError ? 'border-red-300 bg-red-50/40' : 'border-slate-300 bg-slate-50'
          }`}
        >
          {!file && <UploadIcon />}
          <p className="text-sm text-slate-700">
            <span className="font-medium">{file ? 'Drag another .zip or .skill file here' : 'Drag a .zip or .skill file here'}</span>, or
          </p>
          <label className="inline-flex cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
            Choose a file
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              disabled={uploading}
              aria-label="Zip or .skill file to import"
              aria-describedby={`${id}-hint${fileError ? ` ${id}-error` : ''}`}
              className="sr-only"
              onChange={(event) => chooseFiles(event.target.files)}
            />
          </label>
          <p id={`${id}-hint`} className="max-w-md text-xs text-slate-500">
            Up to {LIMITS.zipUploadBytes / (1024 * 1024)} MiB. One skill folder, or several side by side; a folder with a skill.json manifest is converted. Nothing is written until you confirm.
          </p>
        </div>

        {progress && file && (
          <div className="flex items-end gap-3">
            <div className="min-w-0 flex-1">
              <UploadStatus
                fileName={file.name}
                progress={progress}
                done={phase.kind === 'preview' || phase.kind === 'done'}
                label={phase.kind === 'importing' || phase.kind === 'done' ? 'Import upload progress' : 'Upload progress'}
              />
            </div>
            {uploading && (
              <button type="button" className={secondaryButton} onClick={() => abortRef.current?.abort()}>
                Cancel
              </button>
            )}
          </div>
        )}

        {fileError && <ImportError error={fileError} id={`${id}-error`} />}
      </div>

      {(phase.kind === 'preview' || phase.kind === 'importing') && (
        <section aria-labelledby={`${id}-preview`} className="space-y-3">
          <div>
            <FocusHeading id={`${id}-preview`} className="font-semibold text-slate-900">
              Skills in <span className="break-all font-mono">{phase.file.name}</span>
            </FocusHeading>
            <p className="text-sm text-slate-600">Nothing has been written yet. Untick what you do not want, then import.</p>
          </div>
          {phase.preview.candidates.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">No skill in this archive.</p>
          ) : (
            <CandidateChecklist
              key={previewKey}
              items={phase.preview.candidates}
              ignored={phase.preview.ignored}
              busy={phase.kind === 'importing'}
              busyLabel="Importing…"
              error={importError}
              onImport={(names, replace) => void importChosen(names, replace)}
            />
          )}
        </section>
      )}

      {phase.kind === 'done' && (
        <ImportSummary
          imported={phase.result.imported}
          source={
            <p className="text-sm text-slate-600">
              From <span className="break-all font-mono">{phase.file.name}</span>
            </p>
          }
          onAgain={reset}
          againLabel="Import another file"
        />
      )}
    </div>
  )
}

function UploadIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-8 text-slate-400" fill="none" stroke="currentColor" strokeWidth={1.5}>
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </svg>
  )
}
