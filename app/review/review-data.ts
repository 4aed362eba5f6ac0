import { rebuildPlanFiles } from '@/components/review/plan-content'
import type { DraftReview, NotLinted, PlanLintWarning, PlanReview, QueueItem } from '@/components/review/review-types'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { inspectSkill } from '@/lib/skill'
import { filesNotLinted, lintSkill, lintToFindings, type LintWarning } from '@/lib/skill/lint'
import {
  getEditPlan,
  getSkill,
  listDrafts,
  listPendingPlans,
  readSkillFiles,
  type EditPlanSummary,
  type SkillSummary,
  type StoreContext,
} from '@/lib/store'

/*
 * What the review pages load: drafts and plans from the store, with the review lint computed on
 * exactly the content the owner is shown (a draft's current hash; a plan's new files). This is
 * read-only glue between lib/store and lib/skill/lint; it belongs in lib (see the review report).
 */

const iso = (date: Date) => date.toISOString()

/** A still-untouched assistant draft: the same rule as the store's DRAFT_WHERE. */
const isPendingDraft = (skill: SkillSummary) => skill.author === 'assistant' && skill.approvedHash === null && skill.lockedAt === null

/** Everything waiting for the owner, newest first (drafts by their last write, plans by proposal). */
export async function loadQueue(ctx: StoreContext): Promise<QueueItem[]> {
  const [drafts, plans] = await Promise.all([listDrafts(ctx), listPendingPlans(ctx)])
  const items = await Promise.all([...drafts.map((draft) => draftItem(ctx, draft)), ...plans.map((plan) => planItem(ctx, plan))])
  return items.sort((a, b) => b.at.localeCompare(a.at))
}

async function draftItem(ctx: StoreContext, draft: SkillSummary): Promise<QueueItem> {
  const files = await readSkillFiles(ctx, draft.name, draft.currentHash)
  return {
    kind: 'draft',
    name: draft.name,
    author: draft.author,
    hash: draft.currentHash,
    rationale: draft.draft?.rationale ?? '',
    sourceChats: draft.draft?.sourceChats ?? [],
    at: iso(draft.updatedAt),
    lintCount: lintSkill({ files }).length,
    errorCount: draft.errorCount,
    fileCount: draft.fileCount,
  }
}

async function planItem(ctx: StoreContext, summary: EditPlanSummary): Promise<QueueItem> {
  const { lint, currentHash } = await planLint(ctx, summary.id)
  return {
    kind: 'plan',
    id: summary.id,
    skillName: summary.skillName,
    baseHash: summary.baseHash,
    newHash: summary.newHash,
    rationale: summary.rationale,
    session: summary.session,
    at: iso(summary.createdAt),
    expiresAt: iso(summary.expiresAt),
    additions: summary.additions,
    deletions: summary.deletions,
    fileCount: summary.fileCount,
    lintCount: lint.length,
    newLintCount: lint.filter((warning) => warning.isNew).length,
    stale: currentHash !== summary.baseHash,
  }
}

/** A draft exactly as stored at its current hash; null when no skill has that name. */
export async function loadDraft(ctx: StoreContext, name: string): Promise<DraftReview | null> {
  const skill = await getSkill(ctx, name)
  if (!skill) return null
  const files = await readSkillFiles(ctx, name, skill.currentHash)
  const lint = lintSkill({ files })
  const validation = inspectSkill({ folderName: name, files }).findings
  return {
    name: skill.name,
    description: skill.description,
    author: skill.author,
    hash: skill.currentHash,
    pending: isPendingDraft(skill),
    status: skill.status,
    rationale: skill.draft?.rationale ?? '',
    sourceChats: skill.draft?.sourceChats ?? [],
    createdAt: iso(skill.createdAt),
    updatedAt: iso(skill.updatedAt),
    files: files.map(({ path, sha256, bytes, executable }) => ({ path, sha256, size: bytes.byteLength, executable })),
    lint,
    validation,
    lintFindings: lintToFindings(lint),
    notLinted: filesNotLinted(files),
  }
}

/** A plan with its before/after texts and the lint of its new content. Throws `plan_not_found`. */
export async function loadPlan(ctx: StoreContext, id: string): Promise<PlanReview> {
  const plan = await getEditPlan(ctx, id)
  const { lint, notLinted, texts, currentHash } = await planLint(ctx, id, plan)
  return {
    id: plan.id,
    skillName: plan.skillName,
    status: plan.status,
    rationale: plan.rationale,
    session: plan.session,
    createdAt: iso(plan.createdAt),
    expiresAt: iso(plan.expiresAt),
    decidedAt: plan.decidedAt ? iso(plan.decidedAt) : null,
    rejectReason: plan.rejectReason,
    baseHash: plan.baseHash,
    newHash: plan.newHash,
    additions: plan.additions,
    deletions: plan.deletions,
    fileCount: plan.fileCount,
    changes: plan.diffs.map((diff) => ({ ...diff, original: texts.get(diff.path)?.original ?? null, modified: texts.get(diff.path)?.modified ?? null })),
    lint,
    notLinted,
    currentHash,
  }
}

/** The plan's new content rebuilt from its base version, linted; warnings the base lacks are marked new. */
async function planLint(ctx: StoreContext, id: string, loaded?: Awaited<ReturnType<typeof getEditPlan>>) {
  const plan = loaded ?? (await getEditPlan(ctx, id))
  const current = await getSkill(ctx, plan.skillName)
  // Without the base version (the skill was deleted) nothing can be rebuilt; the patches still show.
  const base = current ? await readSkillFiles(ctx, plan.skillName, plan.baseHash).catch(baseMissing) : null
  if (!current || !base) {
    return {
      lint: [] as PlanLintWarning[],
      notLinted: plan.files.map((file) => ({ path: file.path, reason: 'not_rebuilt' as const })),
      texts: new Map<string, { original: string | null; modified: string | null }>(),
      currentHash: current?.currentHash ?? null,
    }
  }
  const rebuilt = rebuildPlanFiles(base, plan)
  const key = (warning: LintWarning) => `${warning.rule}\0${warning.file}\0${warning.excerpt}`
  const before = new Set(lintSkill({ files: base }).map(key))
  const lint = lintSkill({ files: rebuilt.files }).map((warning) => ({ ...warning, isNew: !before.has(key(warning)) }))
  const notLinted: NotLinted[] = [...rebuilt.unrebuilt.map((path) => ({ path, reason: 'not_rebuilt' as const })), ...filesNotLinted(rebuilt.files)]
  return { lint, notLinted, texts: rebuilt.texts, currentHash: current.currentHash }
}

function baseMissing(error: unknown): null {
  if (isSkillyardError(error) && (error.code === 'version_not_found' || error.code === 'skill_not_found')) return null
  throw error
}
