'use client'
import { loader } from '@monaco-editor/react'
import * as monaco from 'monaco-editor'

/**
 * Monaco from our own bundle, never the CDN @monaco-editor/react defaults to: a self-hosted app
 * must work offline and send nothing elsewhere. Only modules loaded with `ssr: false` import this.
 * Each worker URL has to be a literal inside `new Worker(...)` so the bundler emits the file.
 */
self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    switch (label) {
      case 'json':
        return new Worker(new URL('./workers/json.worker.ts', import.meta.url), { type: 'module' })
      case 'typescript':
      case 'javascript':
        return new Worker(new URL('./workers/ts.worker.ts', import.meta.url), { type: 'module' })
      default:
        return new Worker(new URL('./workers/editor.worker.ts', import.meta.url), { type: 'module' })
    }
  },
}

// The server's checks (node --check, TypeScript syntax) are the authority. Monaco's semantic
// checks would flag every `import 'node:fs'` in a skill script, because it has no Node types.
for (const defaults of [monaco.typescript.typescriptDefaults, monaco.typescript.javascriptDefaults]) {
  defaults.setDiagnosticsOptions({ noSemanticValidation: true, noSyntaxValidation: false })
}

loader.config({ monaco })

export { monaco }
