import { EDITABLE_BYTES, fileTypeOf } from '@/lib/ui/file-kind'
import { formatBytes } from '@/lib/ui/format'
import { fileUrl } from '@/lib/ui/skill-api'

/** A file the editor does not open (binary, or over the editable size): what it is and a download. */
export function BinaryFileView({ skillName, path, hash, size, tooLarge }: { skillName: string; path: string; hash: string; size: number; tooLarge: boolean }) {
  return (
    <div className="space-y-3 p-6 text-sm" data-testid="binary-file">
      <p className="text-slate-700">
        {tooLarge
          ? `This file is larger than ${formatBytes(EDITABLE_BYTES)}, the most the editor opens.`
          : 'This file is not UTF-8 text, so it is not shown in the editor.'}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-slate-500">Type</dt>
        <dd>{fileTypeOf(path)}</dd>
        <dt className="text-slate-500">Size</dt>
        <dd>{formatBytes(size)} ({size.toLocaleString('en')} bytes)</dd>
      </dl>
      <a
        href={fileUrl(skillName, path, hash)}
        download={path.split('/').pop()}
        className="inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 font-medium text-indigo-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
      >
        Download {path.split('/').pop()}
      </a>
    </div>
  )
}
