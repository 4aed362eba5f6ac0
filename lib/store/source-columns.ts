import type { SkillSource } from './types'

/** A SkillSource as the Skill row's columns. */
export function sourceColumns(source: SkillSource) {
  return {
    sourceKind: source.kind,
    sourceUri: source.uri ?? null,
    sourceRef: source.ref ?? null,
    sourceCommit: source.commit ?? null,
    sourcePath: source.path ?? null,
    sourceTreeSha: source.treeSha ?? null,
  }
}
