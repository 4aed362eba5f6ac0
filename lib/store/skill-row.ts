import { skillStatus } from '../skill'
import type { Skill } from '../generated/prisma/client'
import type { Author, SkillSummary, SourceKind } from './types'

export function toSkillSummary(row: Skill): SkillSummary {
  return {
    name: row.name,
    description: row.description,
    builtIn: row.builtIn,
    author: row.author as Author,
    source: {
      kind: row.sourceKind as SourceKind,
      uri: row.sourceUri,
      ref: row.sourceRef,
      commit: row.sourceCommit,
      path: row.sourcePath,
      treeSha: row.sourceTreeSha,
    },
    status: skillStatus(row.currentHash, row.approvedHash),
    currentHash: row.currentHash,
    approvedHash: row.approvedHash,
    tier: row.tier,
    errorCount: row.errorCount,
    warningCount: row.warningCount,
    fileCount: row.fileCount,
    totalSize: row.totalSize,
    hasScripts: row.hasScripts,
    versionCount: row.versionCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastOwnerEditAt: row.lastOwnerEditAt,
    lockedAt: row.lockedAt,
    draft: row.draftRationale === null ? null : { rationale: row.draftRationale, sourceChats: JSON.parse(row.draftSourceChats ?? '[]') as string[] },
  }
}
