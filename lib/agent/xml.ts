/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/**
 * True for tool output a host should protect from context compaction: skill instructions and
 * resources are durable guidance, and losing them mid-conversation silently degrades the work.
 */
export function isSkillContent(text: string): boolean {
  return (text.includes('<skill_content') && text.includes('</skill_content>')) || (text.includes('<skill_resource') && text.includes('</skill_resource>'))
}
