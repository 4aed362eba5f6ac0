import type { Finding, SkillFile } from '../skill/types'

/** What one language's check gets: the file as text (already known to be UTF-8 without NUL). */
export interface FileCheckContext {
  /** Skill-relative path, e.g. `scripts/run.sh`; the only path a message may name. */
  path: string
  /** Lower-case extension with its dot, from lib/skill's `extensionOf`. */
  extension: string
  bytes: Uint8Array
  text: string
  /** The whole proposed file set, for checks that read a neighbour (Node's nearest package.json). */
  files: readonly SkillFile[]
  timeoutMs: number
}

export type FileCheck = (context: FileCheckContext) => Promise<Finding[]>
