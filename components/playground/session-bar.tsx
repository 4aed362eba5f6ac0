'use client'
import { useId } from 'react'
import { button, inputClass } from '@/components/skill-page/button-styles'
import { MAX_SESSION_LENGTH } from './recent-sessions'

/**
 * The session the calls run in. Skills loaded in a session stay loaded there (a second
 * load_skill answers with a note), and "always" approvals hold per session, so a new id starts clean.
 */
export function SessionBar({ session, recent, onChange, onNew }: { session: string; recent: readonly string[]; onChange(session: string): void; onNew(): void }) {
  const inputId = useId()
  const hintId = useId()
  const others = recent.filter((item) => item !== session)
  return (
    <section aria-label="Session" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">Session id</label>
          <input
            id={inputId}
            value={session}
            maxLength={MAX_SESSION_LENGTH}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            className={inputClass}
          />
        </div>
        <button type="button" className={button.secondary} onClick={onNew}>New session</button>
      </div>
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        Like one chat of the assistant: skills loaded here stay loaded, and “always” approvals hold only here. Your playground calls run as you, so
        they never share a session with the assistant’s token.
      </p>
      {others.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span>Recent:</span>
          <ul className="flex flex-wrap gap-1.5" aria-label="Recent sessions">
            {others.map((item) => (
              <li key={item}>
                <button type="button" className={`${button.small} font-mono`} onClick={() => onChange(item)}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
