'use client'
import { useEffect, useState } from 'react'
import { Tabs } from '@/components/skill-page/tabs'
import { GitHubImport } from './github-import'
import { GitHubTokenForm } from './github-token-form'
import { ZipImport } from './zip-import'

const SOURCES = ['zip', 'github'] as const
type Source = (typeof SOURCES)[number]

/** The two sources as tabs; the chosen one lives in the URL fragment (#github), so a link or reload keeps it. */
export function ImportSources() {
  const [source, setSource] = useState<Source>('zip')
  useEffect(() => {
    const fromHash = window.location.hash.slice(1)
    if ((SOURCES as readonly string[]).includes(fromHash)) setSource(fromHash as Source)
  }, [])
  const select = (id: string) => {
    setSource(id as Source)
    window.history.replaceState(null, '', `#${id}`)
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <Tabs
        label="Import from"
        selected={source}
        onSelect={select}
        tabs={[
          { id: 'zip', label: 'Upload a zip', content: <ZipImport /> },
          {
            id: 'github',
            label: 'From GitHub',
            content: (
              <div className="space-y-8">
                <GitHubImport />
                <details className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
                  <summary className="cursor-pointer text-sm font-medium text-slate-700">GitHub token (private repositories, higher rate limit)</summary>
                  <div className="pt-3">
                    <GitHubTokenForm />
                  </div>
                </details>
              </div>
            ),
          },
        ]}
      />
    </div>
  )
}
