'use client'
import Link from 'next/link'
import { useCallback, useEffect, useState } from 'react'
import { errorMessage, getSkill } from '@/lib/ui/skill-api'
import type { SkillSummaryView, SkillView } from '@/lib/ui/skill-view'
import { ActivityTab } from './activity-tab'
import { button } from './button-styles'
import { EnableToggle } from './enable-toggle'
import { FilesTab } from './files-tab'
import { HistoryTab } from './history-tab'
import { OverviewTab } from './overview-tab'
import { SkillActions } from './skill-actions'
import { SkillHeader } from './skill-header'
import { Tabs } from './tabs'

const TAB_IDS = ['overview', 'files', 'history', 'activity'] as const
type TabId = (typeof TAB_IDS)[number]

/**
 * The owner's page for one skill. The server page hands over the detail it loaded; after every
 * change this island fetches the detail again, so hashes, status and history follow without a
 * page reload and an open editor keeps its text.
 */
export function SkillPage({ initial }: { initial: SkillView }) {
  const [skill, setSkill] = useState(initial)
  const [tab, setTab] = useState<TabId>('overview')
  const [dirty, setDirty] = useState(false)
  const [refreshError, setRefreshError] = useState<string | null>(null)
  const [fileRequest, setFileRequest] = useState<{ path: string; seq: number } | null>(null)

  // The tab lives in the URL fragment, so reload and back keep it.
  useEffect(() => {
    const fromHash = window.location.hash.slice(1)
    if ((TAB_IDS as readonly string[]).includes(fromHash)) setTab(fromHash as TabId)
  }, [])
  const selectTab = (id: string) => {
    setTab(id as TabId)
    window.history.replaceState(null, '', `#${id}`)
  }

  // Unsaved editor text is never dropped by a reload, a close or a link without asking.
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    const guardLinks = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.target === '_blank') return
      if (window.confirm('You have unsaved changes in the editor. Leave this page and discard them?')) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', warn)
    document.addEventListener('click', guardLinks, true)
    return () => {
      window.removeEventListener('beforeunload', warn)
      document.removeEventListener('click', guardLinks, true)
    }
  }, [dirty])

  const reload = useCallback(async () => {
    const fresh = await getSkill(skill.name)
    setSkill(fresh)
    setRefreshError(null)
  }, [skill.name])

  /** A change went through: fetch the full detail (files, findings, grant key) it led to. */
  const changed = useCallback(
    async (summary: SkillSummaryView) => {
      try {
        await reload()
      } catch (error) {
        // Still show the new hash and status; files and findings wait for a reload.
        setSkill((previous) => ({ ...previous, ...summary }))
        setRefreshError(`The change went through, but the page could not refresh: ${errorMessage(error)}`)
      }
    },
    [reload],
  )

  const errorCount = skill.findings.filter((f) => f.severity === 'error').length

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link href="/" className="hover:underline">Skills</Link> <span aria-hidden>/</span> <span aria-current="page">{skill.name}</span>
      </nav>

      <SkillHeader
        skill={skill}
        actions={
          <div className="flex flex-col items-end gap-3">
            <div className="flex flex-wrap justify-end gap-2">
              <SkillActions skill={skill} dirty={dirty} onUpdated={reload} />
            </div>
            <EnableToggle skill={skill} onChanged={changed} onReload={reload} />
          </div>
        }
      />

      {refreshError && (
        <div role="alert" className="flex items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {refreshError}
          <button type="button" className={button.secondary} onClick={() => reload().catch((e) => setRefreshError(errorMessage(e)))}>
            Reload
          </button>
        </div>
      )}

      <Tabs
        label="Skill sections"
        selected={tab}
        onSelect={selectTab}
        tabs={[
          {
            id: 'overview',
            label: (
              <>
                Overview
                {errorCount > 0 && <span className="ml-1.5 rounded-full bg-red-100 px-1.5 text-xs text-red-800">{errorCount}</span>}
              </>
            ),
            content: (
              <OverviewTab
                skill={skill}
                onOpenFile={(path) => {
                  setFileRequest((previous) => ({ path, seq: (previous?.seq ?? 0) + 1 }))
                  selectTab('files')
                }}
              />
            ),
          },
          {
            id: 'files',
            label: (
              <>
                Files <span className="ml-1 text-xs text-slate-500">{skill.files.length}</span>
                {dirty && <span className="ml-1 text-amber-600" aria-label="unsaved changes">●</span>}
              </>
            ),
            content: <FilesTab skill={skill} request={fileRequest} onChanged={changed} onReload={reload} onDirtyChange={setDirty} />,
          },
          {
            id: 'history',
            label: (
              <>
                History <span className="ml-1 text-xs text-slate-500">{skill.versionCount}</span>
              </>
            ),
            content: <HistoryTab skill={skill} onChanged={changed} />,
          },
          { id: 'activity', label: 'Activity', content: <ActivityTab name={skill.name} currentHash={skill.currentHash} /> },
        ]}
      />
    </div>
  )
}
