'use client'
import Editor, { type OnMount } from '@monaco-editor/react'
import { useEffect, useRef } from 'react'
import type { EditorMarker } from '@/lib/ui/editor-markers'
import { EditorLoadingPlaceholder } from './editor-loading'
import { monaco } from './monaco-setup'

export interface CodeEditorHandle {
  getValue(): string
  /** Replaces the whole text (e.g. "discard mine and reload"); undo still works. */
  setValue(text: string): void
  focus(): void
}

export interface CodeEditorProps {
  /** The text the editor starts with; the editor owns its text after that (uncontrolled). */
  defaultValue: string
  language: string
  readOnly?: boolean
  ariaLabel: string
  markers: readonly EditorMarker[]
  onChange?(text: string): void
  /** Ctrl/Cmd+S inside the editor. */
  onSave?(): void
  onReady?(handle: CodeEditorHandle): void
  height?: string
}

const MARKER_OWNER = 'skillyard'

/** Monaco for one file, from the npm bundle. Markers come from the server's checks. */
export function MonacoCodeEditor({ defaultValue, language, readOnly = false, ariaLabel, markers, onChange, onSave, onReady, height = '60vh' }: CodeEditorProps) {
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null)
  const onSaveRef = useRef(onSave)
  const onReadyRef = useRef(onReady)
  useEffect(() => {
    onSaveRef.current = onSave
    onReadyRef.current = onReady
  })

  const handleMount: OnMount = (editor) => {
    editorRef.current = editor as unknown as monaco.editor.IStandaloneCodeEditor
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => onSaveRef.current?.())
    applyMarkers(editorRef.current, markers)
    onReadyRef.current?.({
      getValue: () => editor.getValue(),
      setValue: (text) => {
        const model = editor.getModel()
        if (!model) return
        editor.pushUndoStop()
        editor.executeEdits('reload', [{ range: model.getFullModelRange(), text }])
        editor.pushUndoStop()
      },
      focus: () => editor.focus(),
    })
  }

  useEffect(() => {
    if (editorRef.current) applyMarkers(editorRef.current, markers)
  }, [markers])

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly })
  }, [readOnly])

  return (
    <Editor
      height={height}
      defaultValue={defaultValue}
      language={language}
      theme="vs"
      onMount={handleMount}
      onChange={(value) => onChange?.(value ?? '')}
      loading={<EditorLoadingPlaceholder />}
      options={{
        readOnly,
        ariaLabel,
        // Findings show as markers in read-only views too (reviews, built-ins); Monaco hides them there by default.
        renderValidationDecorations: 'on',
        automaticLayout: true,
        minimap: { enabled: false },
        fontSize: 13,
        scrollBeyondLastLine: false,
        renderWhitespace: 'selection',
        tabSize: 2,
        wordWrap: language === 'markdown' || language === 'plaintext' ? 'on' : 'off',
        fixedOverflowWidgets: true,
      }}
    />
  )
}

function applyMarkers(editor: monaco.editor.IStandaloneCodeEditor, markers: readonly EditorMarker[]): void {
  const model = editor.getModel()
  if (!model) return
  monaco.editor.setModelMarkers(model, MARKER_OWNER, markers.map((marker) => toMonacoMarker(model, marker)))
}

/** A finding's 1-based line/column as a Monaco range: the word at the column, or the whole line. */
function toMonacoMarker(model: monaco.editor.ITextModel, marker: EditorMarker): monaco.editor.IMarkerData {
  const line = Math.min(Math.max(1, marker.line), model.getLineCount())
  const lineEnd = model.getLineMaxColumn(line)
  let startColumn = model.getLineFirstNonWhitespaceColumn(line) || 1
  let endColumn = lineEnd
  if (marker.column !== undefined) {
    startColumn = Math.min(Math.max(1, marker.column), lineEnd)
    const word = model.getWordAtPosition({ lineNumber: line, column: startColumn })
    endColumn = word ? Math.max(word.endColumn, startColumn + 1) : Math.min(startColumn + 1, lineEnd)
    if (endColumn <= startColumn) endColumn = lineEnd
  }
  if (startColumn >= endColumn) {
    // An empty line: underline one column so the marker still shows.
    startColumn = 1
    endColumn = Math.max(2, lineEnd)
  }
  return {
    severity: marker.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
    message: marker.message,
    source: marker.source,
    startLineNumber: line,
    startColumn,
    endLineNumber: line,
    endColumn,
  }
}
