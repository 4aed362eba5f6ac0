'use client'
import dynamic from 'next/dynamic'
import { EditorLoadingPlaceholder } from './editor-loading'

/**
 * Monaco touches `window` and `self` as soon as it is imported, so it only ever loads in the
 * browser: these wrappers are what the rest of the app imports.
 */
export const CodeEditor = dynamic(() => import('./monaco-code-editor').then((m) => m.MonacoCodeEditor), {
  ssr: false,
  loading: EditorLoadingPlaceholder,
})

export const TextDiffEditor = dynamic(() => import('./monaco-diff-editor').then((m) => m.MonacoDiffEditor), {
  ssr: false,
  loading: EditorLoadingPlaceholder,
})

export type { CodeEditorHandle, CodeEditorProps } from './monaco-code-editor'
