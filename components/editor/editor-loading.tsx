/** What shows while Monaco's bundle loads. */
export function EditorLoadingPlaceholder() {
  return (
    <div className="flex h-[60vh] items-center justify-center rounded-md bg-slate-50 text-sm text-slate-500" role="status">
      Loading the editor…
    </div>
  )
}
