'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '@/lib/ui/skill-api'
import { CallForm } from './call-form'
import { CallHistory } from './call-history'
import { addCall, outcomeLabel, readCallLog, saveCallLog, type CallEntry, type CallLog } from './call-log'
import { ModelView, type ToolListState } from './model-view'
import { callTool, getToolList, type CatalogFormat, type ToolListView } from './playground-api'
import { newSessionId, readRecentSessions, rememberSession } from './recent-sessions'
import { skeletonText, skillNamesOf } from './schema-skeleton'
import { SessionBar } from './session-bar'

const FIRST_TOOL = 'list_skills'

/** Skeleton arguments for a tool: required fields, and the first live skill as `name`. */
function skeletonFor(list: ToolListView | null, toolName: string): string {
  const schema = list?.tools.find((tool) => tool.function.name === toolName)?.function.parameters
  if (!schema) return ''
  return skeletonText(schema, skillNamesOf(schema)?.[0])
}

/**
 * Try skills without an LLM: the prompt block and tools as the model gets them, and tool calls
 * through the same endpoint the assistant uses, answered exactly as the model would see them.
 */
export function Playground({ initial }: { initial: ToolListView }) {
  const [format, setFormat] = useState<CatalogFormat>('xml')
  const [toolList, setToolList] = useState<ToolListState>({ kind: 'ready', value: initial })
  const [session, setSession] = useState('')
  const [recent, setRecent] = useState<string[]>([])
  const [log, setLog] = useState<CallLog>({})
  const initialTool = initial.tools.some((tool) => tool.function.name === FIRST_TOOL) ? FIRST_TOOL : (initial.tools[0]?.function.name ?? '')
  const [toolName, setToolName] = useState(initialTool)
  const [argumentsText, setArgumentsText] = useState(() => skeletonFor(initial, initialTool))
  const [argumentsRevision, setArgumentsRevision] = useState(0)
  const [busy, setBusy] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const request = useRef(0)

  // This browser's recent sessions and this tab's calls: read after hydration, never on the server.
  useEffect(() => {
    const stored = readRecentSessions()
    setRecent(stored)
    setSession(stored[0] ?? newSessionId())
    setLog(readCallLog())
  }, [])

  const loadTools = useCallback(async (next: CatalogFormat) => {
    const id = ++request.current
    setToolList((state) => ({ kind: 'loading', previous: state.kind === 'ready' ? state.value : state.previous }))
    try {
      const value = await getToolList(next)
      if (id === request.current) setToolList({ kind: 'ready', value })
    } catch (error) {
      if (id === request.current) setToolList((state) => ({ kind: 'error', message: errorMessage(error), previous: state.kind === 'ready' ? state.value : state.previous }))
    }
  }, [])

  const list = toolList.kind === 'ready' ? toolList.value : toolList.previous
  const tools = list?.tools ?? []

  // A reloaded list may have lost the chosen tool (no live skill left): fall back to the first one.
  useEffect(() => {
    if (!list || list.tools.length === 0 || list.tools.some((tool) => tool.function.name === toolName)) return
    const first = list.tools[0]!.function.name
    setToolName(first)
    replaceArguments(skeletonFor(list, first))
  }, [list, toolName])

  /** New text from outside the editor (not typed), which the editor then shows. */
  function replaceArguments(text: string) {
    setArgumentsText(text)
    setArgumentsRevision((revision) => revision + 1)
  }

  function chooseTool(name: string) {
    setToolName(name)
    replaceArguments(skeletonFor(list, name))
  }

  function startNewSession() {
    const id = newSessionId()
    setSession(id)
    setRecent((previous) => rememberSession(id, previous))
  }

  async function send(call: { tool: string; argumentsText: string; approvalId?: string }) {
    const sessionId = session.trim()
    if (!sessionId || busy) return
    setBusy(true)
    setRecent((previous) => rememberSession(sessionId, previous))
    const started = performance.now()
    const at = new Date().toISOString()
    let outcome: CallEntry['outcome']
    try {
      outcome = await callTool({ session: sessionId, ...call })
    } catch (error) {
      outcome = { kind: 'unreachable', message: errorMessage(error) }
    }
    const entry: CallEntry = { id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, session: sessionId, ...call, at, durationMs: Math.round(performance.now() - started), outcome }
    setLog((previous) => {
      const next = addCall(previous, entry)
      saveCallLog(next)
      return next
    })
    setAnnouncement(`${call.tool} answered: ${outcomeLabel(entry).text}.`)
    setBusy(false)
    // The answer is below the form; bring it into view.
    requestAnimationFrame(() => document.getElementById(`call-${entry.id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
  }

  const entries = log[session.trim()] ?? []

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Playground</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Try the skills the way the assistant uses them, without an LLM: see the prompt block and tools it is given, call a tool, and read exactly what
          would come back. Calls are real — they are recorded in each skill’s activity, and change-tier script runs wait for your approval.
        </p>
      </div>

      <SessionBar session={session} recent={recent} onChange={setSession} onNew={startNewSession} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ModelView
          format={format}
          state={toolList}
          onFormat={(next) => {
            setFormat(next)
            void loadTools(next)
          }}
          onReload={() => void loadTools(format)}
        />
        <CallForm
          tools={tools}
          toolName={toolName}
          onTool={chooseTool}
          argumentsText={argumentsText}
          argumentsRevision={argumentsRevision}
          onArguments={replaceArguments}
          onType={setArgumentsText}
          session={session.trim()}
          busy={busy}
          onCall={() => void send({ tool: toolName, argumentsText })}
        />
      </div>

      <p role="status" className="sr-only">{announcement}</p>

      <CallHistory
        session={session.trim()}
        entries={entries}
        busy={busy}
        onCallAgain={(entry, approvalId) => void send({ tool: entry.tool, argumentsText: entry.argumentsText, approvalId })}
        onClear={() =>
          setLog((previous) => {
            const next = { ...previous }
            delete next[session.trim()]
            saveCallLog(next)
            return next
          })
        }
      />
    </div>
  )
}
