import { STATUS_LABEL, type SkillStatus } from '@/lib/skill/status'

const STYLE: Record<SkillStatus, string> = {
  live: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  disabled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  changed: 'bg-amber-50 text-amber-800 ring-amber-600/30',
}

export function StatusBadge({ status }: { status: SkillStatus }) {
  return <Badge className={STYLE[status]}>{STATUS_LABEL[status]}</Badge>
}

export function Badge({ children, className = 'bg-slate-100 text-slate-700 ring-slate-500/20', title }: { children: React.ReactNode; className?: string; title?: string }) {
  return (
    <span title={title} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${className}`}>
      {children}
    </span>
  )
}
