import { shortHash } from '@/lib/ui/format'

/*
 * Small pieces the queue and both review pages share. Everything the assistant wrote is shown as
 * text (React text nodes), never as HTML or Markdown.
 */

/** The assistant's reason, as it wrote it (line breaks kept). */
export function Rationale({ text, clamp = false }: { text: string; clamp?: boolean }) {
  if (!text.trim()) return <p className="text-sm italic text-slate-500">No rationale given.</p>
  return <p className={`whitespace-pre-wrap break-words text-sm text-slate-800 ${clamp ? 'line-clamp-3' : ''}`}>{text}</p>
}

/** The chats the assistant drew on (draft source chats, or the session that proposed a plan). */
export function SourceChats({ chats }: { chats: readonly string[] }) {
  if (chats.length === 0) return <span className="text-slate-500">none given</span>
  return (
    <ul className="inline-flex flex-wrap gap-1" aria-label="Source chats">
      {chats.map((chat) => (
        <li key={chat} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
          {chat}
        </li>
      ))}
    </ul>
  )
}

/** A hash shortened to its first 8 characters, the whole one in a tooltip. */
export function Hash({ hash }: { hash: string }) {
  return (
    <code title={hash} className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-800">
      {shortHash(hash)}
    </code>
  )
}

/** "2 lint warnings" in amber, "No lint warnings" in grey. */
export function LintCount({ count, fresh }: { count: number; fresh?: number }) {
  const style = count > 0 ? 'bg-amber-50 text-amber-900 ring-amber-600/30' : 'bg-slate-100 text-slate-700 ring-slate-500/20'
  const words = count === 0 ? 'No lint warnings' : `${count} lint warning${count === 1 ? '' : 's'}`
  return (
    <span data-testid="lint-count" className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${style}`}>
      {words}
      {fresh !== undefined && count > 0 && <span className="ml-1 font-normal">({fresh} new)</span>}
    </span>
  )
}

/** A label/value row of the facts box on a review page. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 gap-y-1 py-1.5 text-sm">
      <dt className="w-36 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 flex-1 text-slate-800">{children}</dd>
    </div>
  )
}
