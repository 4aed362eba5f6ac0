/** The MCP server: the assistant's tools and the live skills as `skill://` resources (SEP-2640), over any transport. */
export { createMcpServer, SKILLS_EXTENSION, SkillsListRequestSchema, SkillsGetRequestSchema, DirectoryReadRequestSchema, type McpServerOptions } from './create-mcp-server'
export { McpSessionPool, mcpSessionPool, type SessionPoolOptions } from './session-pool'
export { parseSkillUri, skillFileUri, skillRootUri, SKILL_SCHEME } from './skill-uri'
export type { SkillEntry } from './skill-entries'
