import type { FileDiff } from '@/lib/skill/diff'
import type { Finding } from '@/lib/skill/types'
import type { SkillDetail } from '@/lib/store/get-skill-detail'
import type { SkillSummary, VersionSummary } from '@/lib/store/types'

/** What a value looks like after JSON (server props or an API answer): dates become ISO strings. */
export type Plain<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T

/** The skill page's data: `GET /api/skills/:name`'s `skill`, and what the server page passes down. */
export type SkillView = Plain<SkillDetail>
export type SkillSummaryView = Plain<SkillSummary>
export type VersionView = Plain<VersionSummary>
export type FileEntry = SkillView['files'][number]
export type { FileDiff, Finding }

/** Server → client props: the same plain shape the API answers with. */
export function toPlain<T>(value: T): Plain<T> {
  return JSON.parse(JSON.stringify(value)) as Plain<T>
}
