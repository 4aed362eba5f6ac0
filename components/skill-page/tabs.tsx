'use client'
import { useRef, useState } from 'react'

export interface TabDefinition {
  id: string
  label: React.ReactNode
  content: React.ReactNode
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. A panel
 * mounts the first time it is shown and then stays mounted (hidden), so an open editor keeps its
 * text while the owner looks at another tab.
 */
export function Tabs({ label, tabs, selected, onSelect }: { label: string; tabs: TabDefinition[]; selected: string; onSelect(id: string): void }) {
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const [visited, setVisited] = useState(() => new Set([selected]))
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]))

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (next === null) return
    event.preventDefault()
    const tab = tabs[next]!
    onSelect(tab.id)
    refs.current.get(tab.id)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element)
                else refs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-offset-0 ${
                active ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {visited.has(tab.id) && tab.content}
        </div>
      ))}
    </div>
  )
}
