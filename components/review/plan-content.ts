import { applyPatch } from 'diff'
import { decodeText, sha256Hex, type FileDiff, type SkillFile } from '@/lib/skill'

export interface RebuiltPlan {
  /** The plan's new file set, as far as it could be rebuilt exactly (what lint reads). */
  files: SkillFile[]
  /** Per changed path: the text before and after; null where binary or not rebuilt. */
  texts: Map<string, { original: string | null; modified: string | null }>
  /** New files whose bytes could not be rebuilt exactly: binary, too different to diff, or a patch that does not fit. */
  unrebuilt: string[]
}

/**
 * A plan's new content, rebuilt from the base version and the plan's frozen diffs, and checked
 * against the SHA-256 of every file the plan will write. The store keeps the plan's files as
 * blobs, but has no reader for them yet; a store function returning them would replace this
 * (see the review report). Server-side only: hashing uses node:crypto.
 */
export function rebuildPlanFiles(base: readonly SkillFile[], plan: { diffs: readonly FileDiff[]; files: readonly { path: string; sha256: string; executable: boolean }[] }): RebuiltPlan {
  const baseByPath = new Map(base.map((file) => [file.path, file]))
  const diffByPath = new Map(plan.diffs.map((diff) => [diff.path, diff]))
  const texts = new Map<string, { original: string | null; modified: string | null }>()
  const files: SkillFile[] = []
  const unrebuilt: string[] = []

  for (const diff of plan.diffs) {
    const before = baseByPath.get(diff.path)
    const original = diff.change === 'added' ? '' : before ? decodeText(before.bytes) : null
    texts.set(diff.path, { original: diff.binary ? null : original, modified: diff.change === 'removed' ? '' : null })
  }

  for (const entry of plan.files) {
    const diff = diffByPath.get(entry.path)
    const before = baseByPath.get(entry.path)
    let bytes: Uint8Array | null = null
    if (!diff) {
      bytes = before?.bytes ?? null
    } else if (!diff.binary) {
      const original = texts.get(entry.path)?.original
      const patched = original === null || original === undefined ? false : applyPatch(original, diff.patch)
      if (patched !== false) {
        bytes = new TextEncoder().encode(patched)
        texts.set(entry.path, { original: original ?? null, modified: patched })
      }
    }
    if (bytes && sha256Hex(bytes) === entry.sha256) {
      files.push({ path: entry.path, bytes, executable: entry.executable })
    } else {
      unrebuilt.push(entry.path)
      const text = texts.get(entry.path)
      if (text) texts.set(entry.path, { ...text, modified: null })
    }
  }
  return { files, texts, unrebuilt }
}
