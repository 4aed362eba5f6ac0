/** The names the skill document may have: `SKILL.md`, or `skill.md`, which skills-ref also accepts. */
export const SKILL_MD_NAMES = ['SKILL.md', 'skill.md'] as const

/** True for a skill's document file (at the skill's root). */
export function isSkillMdPath(path: string): boolean {
  return path === 'SKILL.md' || path === 'skill.md'
}
