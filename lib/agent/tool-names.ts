/** Every tool the assistant can call, by name. The policy broker and the tool list read these sets. */
export const TOOL = {
  listSkills: 'list_skills',
  getSkill: 'get_skill',
  draftSkill: 'draft_skill',
  editSkill: 'edit_skill',
  loadSkill: 'load_skill',
  listSkillResources: 'list_skill_resources',
  readSkillResource: 'read_skill_resource',
  runSkillScript: 'run_skill_script',
  refreshSkills: 'refresh_skills',
} as const

export type ToolName = (typeof TOOL)[keyof typeof TOOL]

/** Tools that only read: allowed without asking (on live skills). */
export const READ_TOOLS: ReadonlySet<string> = new Set([TOOL.listSkills, TOOL.getSkill, TOOL.loadSkill, TOOL.listSkillResources, TOOL.readSkillResource, TOOL.refreshSkills])

/** Tools that touch one skill's live content: only live skills exist for them. */
export const LIVE_SKILL_TOOLS: ReadonlySet<string> = new Set([TOOL.loadSkill, TOOL.listSkillResources, TOOL.readSkillResource, TOOL.runSkillScript])

/** Tools that write proposals for the owner (drafts, edit plans): rate-limited more tightly. */
export const AUTHORING_TOOLS: ReadonlySet<string> = new Set([TOOL.draftSkill, TOOL.editSkill])
