import { formatBytes } from '@/lib/ui/format'
import type { UploadProgress } from './upload-zip'

/**
 * The upload's progress bar and a status line. The bar is a progressbar with its value; the line
 * is a polite live region that changes only at each step (not each percent), so a screen reader
 * is told "uploading", "reading the archive", "uploaded" without a flood of numbers.
 */
export function UploadStatus({ fileName, progress, done, label }: { fileName: string; progress: UploadProgress; done: boolean; label: string }) {
  const total = progress.total ?? 0
  const percent = progress.sent || done ? 100 : total > 0 ? Math.min(100, Math.round((progress.loaded / total) * 100)) : null
  const step = done ? `Uploaded ${fileName}` : progress.sent ? `Uploaded ${fileName}; reading the archive…` : `Uploading ${fileName}…`
  return (
    <div className="space-y-1.5" data-testid="upload-status">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p role="status" aria-live="polite" className="min-w-0 truncate text-slate-700">
          {step}
        </p>
        <span aria-hidden className="shrink-0 tabular-nums text-slate-500">
          {percent === null ? formatBytes(progress.loaded) : `${percent}%`}
          {total > 0 && ` of ${formatBytes(total)}`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? `${formatBytes(progress.loaded)} sent` : `${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-150 ${done ? 'bg-emerald-500' : 'bg-indigo-600'} ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
