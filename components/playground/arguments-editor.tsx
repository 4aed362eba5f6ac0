'use client'
import { useEffect, useRef } from 'react'
import { CodeEditor, type CodeEditorHandle } from '@/components/editor/code-editor'

const NO_MARKERS: never[] = []

/**
 * A JSON editor for a tool's arguments: Monaco from our bundle (JSON highlighting and syntax
 * checks). The editor owns its text while the owner types; `revision` changes when the text is
 * replaced from outside (another tool, another skill, a reset), and only then is `value` written
 * into it. Writing every render would race fast typing and jump the cursor.
 */
export function ArgumentsEditor({ value, revision, onChange, label }: { value: string; revision: number; onChange(text: string): void; label: string }) {
  const handle = useRef<CodeEditorHandle | null>(null)
  const latest = useRef(value)
  latest.current = value

  useEffect(() => {
    if (handle.current && handle.current.getValue() !== latest.current) handle.current.setValue(latest.current)
  }, [revision])

  return (
    // The editor's loading placeholder is taller than the editor; the frame keeps the layout still.
    <div className="h-56 overflow-hidden rounded-md border border-slate-300 bg-white" data-testid="arguments-editor">
      <CodeEditor
        defaultValue={value}
        language="json"
        ariaLabel={label}
        markers={NO_MARKERS}
        height="14rem"
        onChange={onChange}
        onReady={(ready) => {
          handle.current = ready
          // The tool may have changed while Monaco was loading.
          if (ready.getValue() !== latest.current) ready.setValue(latest.current)
        }}
      />
    </div>
  )
}
