import type { Finding } from '@/lib/skill/types'
import { isSkillMdPath } from '../skill/skill-md-path'

/** A finding placed in one file, ready to become a Monaco marker. */
export interface EditorMarker {
  severity: 'error' | 'warning'
  message: string
  line: number
  column?: number
  source: string
}

/**
 * The findings that belong to `path` with a known line. A SKILL.md finding about the frontmatter
 * without a line is pinned to line 1 so the owner still sees it in the editor.
 */
export function markersFor(findings: readonly Finding[], path: string): EditorMarker[] {
  const isSkillMd = isSkillMdPath(path)
  return findings
    .filter((finding) => (finding.path ?? (isSkillMd ? path : undefined)) === path)
    .filter((finding) => finding.line !== undefined || isSkillMd)
    .map((finding) => ({
      severity: finding.severity,
      message: finding.message,
      line: finding.line ?? 1,
      ...(finding.column !== undefined ? { column: finding.column } : {}),
      source: `${finding.origin} · ${finding.code}`,
    }))
}
