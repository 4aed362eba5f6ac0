export { openStore, defaultStore, type StoreContext } from './context'
export { databaseUrl, dataDir, skillCacheDir } from './database-url'
export type { ManifestEntry } from './checked-package'
export { createSkill, type CreateSkillInput } from './create-skill'
export { updateSkill, type UpdateSkillInput } from './update-skill'
export { setEnabled, type SetEnabledInput } from './set-enabled'
export { duplicateSkill } from './duplicate-skill'
export { deleteSkill } from './delete-skill'
export { getSkill, getSkillOrThrow } from './get-skill'
export { listSkills } from './list-skills'
export { listSkillFiles, readSkillFile, readSkillFiles, type StoredFile } from './read-skill-files'
export { skillHistory } from './skill-history'
export { diffVersions } from './diff-versions'
export { syncBuiltins, type BuiltinSyncReport } from './sync-builtins'
export type * from './types'
export { getSkillDetail, type SkillDetail } from './get-skill-detail'
export { getAppSetting, getOrCreateAppSetting, setAppSetting, readAppSetting, writeAppSetting } from './access/app-settings'
export { createOwner, findOwnerByEmail, ownerExists, SETUP_TOKEN_KEY, type OwnerRecord } from './access/owners'
export { createSession, deleteSession, findSessionOwner } from './access/sessions'
export { createApiToken, listApiTokens, revokeApiToken, findLiveApiToken, type ApiTokenSummary, type TokenScope } from './access/api-tokens'
export { countPendingReviews } from './count-pending-reviews'
export { importSkills, type ImportItem, type ImportedSkill } from './import-skills'
export { saveDraft, isLockedDraft, type SaveDraftInput } from './save-draft'
export {
  createEditPlan,
  getEditPlan,
  listPendingPlans,
  approveEditPlan,
  rejectEditPlan,
  PLAN_LIFETIME_MS,
  MAX_PENDING_PLANS,
  type EditPlanSummary,
  type EditPlanDetail,
  type PlanStatus,
} from './edit-plans'
export { listDrafts } from './list-drafts'
export { recordDecision } from './audit'
export { lockSkill } from './lock-skill'
export {
  createApproval,
  getApproval,
  listPendingApprovals,
  decideApproval,
  markApprovalUsed,
  sessionGrants,
  APPROVAL_LIFETIME_MS,
  type ApprovalRecord,
  type ApprovalStatus,
} from './approvals'
export { recordEvent, recentActivity, type ActivityEntry } from './record-event'
export { tuneDatabase } from './tune-database'
