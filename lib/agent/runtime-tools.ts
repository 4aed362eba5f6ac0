import { z } from 'zod'
import { defineTool, type ToolDefinition } from './tool-definition'
import { TOOL } from './tool-names'
import { listSkillResourcesTool } from './tools/list-skill-resources'
import { loadSkillTool } from './tools/load-skill'
import { readSkillResourceTool } from './tools/read-skill-resource'
import { refreshSkillsTool } from './tools/refresh-skills'
import { prepareRun, runSkillScriptTool } from './tools/run-skill-script'

const name = z.string().min(1).max(256)
const path = z.string().min(1).max(1024)

/** The assistant's runtime tools over live skills: progressive disclosure, then sandboxed scripts. */
export const RUNTIME_TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  defineTool({
    name: TOOL.loadSkill,
    description: "Load a skill's instructions when a task matches its description. Returns the instructions and the list of its files; read files with read_skill_resource when the instructions point to them.",
    arguments: z.object({ name }).strict(),
    skillName: (args) => args.name,
    ask: 'never',
    handler: loadSkillTool,
  }),
  defineTool({
    name: TOOL.listSkillResources,
    description: "List a loaded skill's files (optionally under one folder such as references/), with sizes. Lists only; read with read_skill_resource.",
    arguments: z.object({ name, subpath: path.optional() }).strict(),
    skillName: (args) => args.name,
    ask: 'never',
    handler: listSkillResourcesTool,
  }),
  defineTool({
    name: TOOL.readSkillResource,
    description: "Read one file of a skill, by its path relative to the skill (for example references/guide.md).",
    arguments: z.object({ name, path }).strict(),
    skillName: (args) => args.name,
    ask: 'never',
    handler: readSkillResourceTool,
  }),
  defineTool({
    name: TOOL.runSkillScript,
    description:
      "Run one of a skill's scripts in a sandbox (no network, read-only skill files, a private /tmp). Pass the script's path as the skill names it and its arguments as a JSON object. Some runs need the owner's approval: then call again with the approvalId you are given.",
    arguments: z.object({ name, script: path, arguments: z.unknown().optional() }).strict(),
    skillName: (args) => args.name,
    prepare: prepareRun,
    ask: 'approval',
    handler: runSkillScriptTool,
  }),
  defineTool({
    name: TOOL.refreshSkills,
    description: 'Check which skills were added, removed or changed since you last looked (the owner may enable or change skills during a conversation).',
    arguments: z.object({}).strict(),
    ask: 'never',
    handler: refreshSkillsTool,
  }),
]
