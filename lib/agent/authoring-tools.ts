import { draftSkillArguments, editSkillArguments, getSkillArguments, listSkillsArguments } from './authoring-schemas'
import { defineTool, type ToolDefinition } from './tool-definition'
import { TOOL } from './tool-names'
import { draftSkillTool } from './tools/draft-skill'
import { editSkillTool } from './tools/edit-skill'
import { getSkillTool } from './tools/get-skill'
import { listSkillsTool } from './tools/list-skills'

/** The review workflow's tools: the assistant reads skills, writes drafts and proposes edits. */
export const AUTHORING_TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  defineTool({
    name: TOOL.listSkills,
    description: 'List the skills you may use (live and built-in). Pass includeDisabled to also see disabled skills and drafts, with their author, tier and, for drafts, the chats and rationale.',
    arguments: listSkillsArguments,
    ask: 'never',
    handler: listSkillsTool,
  }),
  defineTool({
    name: TOOL.getSkill,
    description: "Read one skill's SKILL.md and file list, or one of its files (path). Never runs anything.",
    arguments: getSkillArguments,
    skillName: (args) => args.name,
    ask: 'never',
    handler: getSkillTool,
  }),
  defineTool({
    name: TOOL.draftSkill,
    description:
      'Write a new skill as a disabled draft for the owner to review: files maps each path to its text (SKILL.md required), with a rationale (why it helps, ≤ 1000 characters), the source chat ids and an optional parameters schema. update: true rewrites your own draft while the owner has not reviewed it.',
    arguments: draftSkillArguments,
    skillName: (args) => args.name,
    ask: 'never',
    handler: draftSkillTool,
  }),
  defineTool({
    name: TOOL.editSkill,
    description:
      'Propose a change to an existing skill: changes = {write: {path: text}, delete: [path], rename: {from: to}}, with a rationale. It becomes a plan the owner approves or rejects; nothing changes before that.',
    arguments: editSkillArguments,
    skillName: (args) => args.name,
    ask: 'proposal',
    handler: editSkillTool,
  }),
]
