import { z } from 'zod'
import { listSkills, type StoreContext } from '../store'
import { ALL_TOOLS } from './call-tool'
import { skillsPrompt, type CatalogFormat } from './prompt'
import type { ToolDefinition } from './tool-definition'
import { LIVE_SKILL_TOOLS, TOOL } from './tool-names'

/** A tool in the function-calling shape LLM APIs take. */
export interface FunctionTool {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

/**
 * The tools to offer the model right now, and the system-prompt block. Only live skills exist:
 * load_skill's name is an enum of them; run_skill_script is hidden when none has scripts; with
 * no live skill at all, no skill tools and no prompt block are offered (the authoring tools stay,
 * so the assistant can still propose skills).
 */
export async function agentToolList(store: StoreContext, options: { format?: CatalogFormat; budget?: number } = {}) {
  const live = (await listSkills(store)).filter((skill) => skill.status === 'live')
  const names = live.map((skill) => skill.name)
  const offered = ALL_TOOLS.filter((tool) => {
    if (tool.name === TOOL.refreshSkills || LIVE_SKILL_TOOLS.has(tool.name)) {
      if (live.length === 0) return false
      if (tool.name === TOOL.runSkillScript) return live.some((skill) => skill.hasScripts)
    }
    return true
  })
  return {
    tools: offered.map((tool) => toFunctionTool(tool, names)),
    prompt: skillsPrompt(live, options),
  }
}

function toFunctionTool(tool: ToolDefinition, liveNames: string[]): FunctionTool {
  const parameters = z.toJSONSchema(tool.arguments, { unrepresentable: 'any' }) as Record<string, unknown>
  delete parameters.$schema
  const properties = parameters.properties as Record<string, Record<string, unknown>> | undefined
  if (properties?.name && LIVE_SKILL_TOOLS.has(tool.name)) properties.name = { ...properties.name, enum: liveNames }
  if (tool.name === TOOL.runSkillScript && properties) {
    properties.arguments = { type: 'object', description: "The script's arguments as a JSON object (see the skill's parameters schema)." }
  }
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters } }
}
