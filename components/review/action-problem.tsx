/** The error of one action, shown right under it; `tone` conflict for "something changed meanwhile". */
export function ActionProblem({ id, tone, children, testId }: { id: string; tone: 'conflict' | 'error'; children: React.ReactNode; testId?: string }) {
  return (
    <div
      id={id}
      role="alert"
      data-testid={testId}
      className={`mt-2 space-y-2 rounded-md px-3 py-2 text-sm ${tone === 'conflict' ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-200' : 'bg-red-50 text-red-800 ring-1 ring-red-200'}`}
    >
      {children}
    </div>
  )
}
