'use client'
import { useId } from 'react'
import { button } from '@/components/skill-page/button-styles'
import { ArgumentsEditor } from './arguments-editor'
import type { FunctionToolView } from './playground-api'
import { formatArguments, optionalFieldsOf, parseArguments, skeletonText, skillNameIn, skillNamesOf, withSkillName } from './schema-skeleton'

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500'

/** Pick a tool, fill in its arguments as JSON (prefilled from its schema), call it. */
export function CallForm({
  tools,
  toolName,
  onTool,
  argumentsText,
  argumentsRevision,
  onArguments,
  onType,
  session,
  busy,
  onCall,
}: {
  tools: readonly FunctionToolView[]
  toolName: string
  onTool(name: string): void
  argumentsText: string
  /** Bumped whenever the arguments are replaced rather than typed. */
  argumentsRevision: number
  /** Replaces the arguments (a chosen skill, a reset). */
  onArguments(text: string): void
  /** The owner typed. */
  onType(text: string): void
  session: string
  busy: boolean
  onCall(): void
}) {
  const headingId = useId()
  const toolId = useId()
  const skillId = useId()
  const argumentsLabelId = useId()
  const problemId = useId()
  const tool = tools.find((candidate) => candidate.function.name === toolName)
  const schema = tool?.function.parameters ?? {}
  const skillNames = skillNamesOf(schema)
  const chosenSkill = skillNames ? skillNameIn(argumentsText, skillNames) : null
  const optional = optionalFieldsOf(schema)
  const parsed = parseArguments(argumentsText)
  const problem = !parsed.ok ? `The arguments are not valid JSON: ${parsed.message}` : !session.trim() ? 'Enter a session id first.' : null

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">Call a tool</h2>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!problem && tool) onCall()
        }}
      >
        <div>
          <label htmlFor={toolId} className="text-sm font-medium text-slate-700">Tool</label>
          <select id={toolId} value={tool ? toolName : ''} onChange={(event) => onTool(event.target.value)} className={selectClass}>
            {!tool && <option value="">No tools</option>}
            {tools.map((candidate) => (
              <option key={candidate.function.name} value={candidate.function.name}>{candidate.function.name}</option>
            ))}
          </select>
          {tool && <p className="mt-1 whitespace-pre-wrap text-xs text-slate-600" data-testid="tool-description">{tool.function.description}</p>}
        </div>

        {skillNames && (
          <div>
            <label htmlFor={skillId} className="text-sm font-medium text-slate-700">Skill</label>
            <select id={skillId} value={chosenSkill ?? ''} onChange={(event) => onArguments(withSkillName(argumentsText, schema, event.target.value))} className={selectClass}>
              {chosenSkill === null && <option value="">Choose a live skill…</option>}
              {skillNames.map((name) => (
                <option key={name} value={name}>{name}</option>
              ))}
            </select>
            <p className="mt-1 text-xs text-slate-500">Only live skills are offered: the list is the enum of the tool’s <code className="font-mono">name</code>.</p>
          </div>
        )}

        <div>
          <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
            <span id={argumentsLabelId} className="text-sm font-medium text-slate-700">Arguments (JSON)</span>
            <span className="flex gap-1.5">
              <button
                type="button"
                className={button.small}
                onClick={() => parsed.ok && parsed.value !== undefined && onArguments(formatArguments(parsed.value))}
                disabled={!parsed.ok || parsed.value === undefined}
              >
                Format
              </button>
              <button type="button" className={button.small} onClick={() => onArguments(skeletonText(schema, chosenSkill ?? undefined))} disabled={!tool}>
                Reset to skeleton
              </button>
            </span>
          </div>
          <ArgumentsEditor value={argumentsText} revision={argumentsRevision} onChange={onType} label="Arguments (JSON)" />
          {optional.length > 0 && (
            <p className="mt-1 text-xs text-slate-500">
              Optional:{' '}
              {optional.map((field, index) => (
                <span key={field.name}>
                  {index > 0 && ', '}
                  <code className="font-mono">{field.name}</code> ({field.type})
                </span>
              ))}
            </p>
          )}
        </div>

        {problem && (
          <p id={problemId} role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{problem}</p>
        )}

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={button.primary} disabled={busy || !tool || problem !== null} aria-describedby={problem ? problemId : undefined}>
            {busy ? 'Calling…' : 'Call'}
          </button>
          <span className="text-xs text-slate-500">
            POST /api/agent/call as you, in session <code className="font-mono">{session || '—'}</code>
          </span>
        </div>
      </form>
    </section>
  )
}
