'use client'
import { DiffEditor } from '@monaco-editor/react'
import { useLayoutEffect, useRef } from 'react'
import { EditorLoadingPlaceholder } from './editor-loading'
import type { monaco } from './monaco-setup'
import './monaco-setup'

export interface TextDiffEditorProps {
  original: string
  modified: string
  language: string
  ariaLabel: string
  height?: string
}

/** A read-only side-by-side diff: left the saved text, right the owner's. */
export function MonacoDiffEditor({ original, modified, language, ariaLabel, height = '60vh' }: TextDiffEditorProps) {
  const editorRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null)

  // @monaco-editor/react 4.7 disposes the two models before the diff widget, and Monaco ≥ 0.52
  // reports that as "TextModel got disposed before DiffEditorWidget model got reset". We keep the
  // models (keepCurrent…Model) and release them ourselves, widget first. A layout-effect cleanup
  // runs before the library's passive cleanup disposes the widget.
  useLayoutEffect(
    () => () => {
      const editor = editorRef.current
      const model = editor?.getModel()
      editor?.setModel(null)
      model?.original.dispose()
      model?.modified.dispose()
    },
    [],
  )

  return (
    <DiffEditor
      height={height}
      original={original}
      modified={modified}
      language={language}
      theme="vs"
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      onMount={(editor) => {
        editorRef.current = editor as unknown as monaco.editor.IStandaloneDiffEditor
      }}
      loading={<EditorLoadingPlaceholder />}
      options={{
        readOnly: true,
        originalEditable: false,
        automaticLayout: true,
        renderSideBySide: true,
        // The labels above say left/right; keep two columns even in a narrow pane.
        useInlineViewWhenSpaceIsLimited: false,
        minimap: { enabled: false },
        fontSize: 13,
        scrollBeyondLastLine: false,
        ariaLabel,
        originalAriaLabel: `${ariaLabel}: latest saved version`,
        modifiedAriaLabel: `${ariaLabel}: your text`,
      }}
    />
  )
}
