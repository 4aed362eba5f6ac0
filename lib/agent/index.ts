/** The assistant side: tool calls, the tool list and prompt, and the compaction guard hosts need. */
export { callTool, ALL_TOOLS, type CallOptions } from './call-tool'
export { parseToolCall, type ToolCall } from './parse-tool-call'
export { agentToolList, type FunctionTool } from './tool-list'
export { skillsPrompt, type CatalogFormat } from './prompt'
export { isSkillContent, escapeXml } from './xml'
export { TOOL, type ToolName } from './tool-names'
export type { ToolResult } from './tool-result'
