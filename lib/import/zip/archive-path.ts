import { LIMITS } from '../../skill/limits'
import { checkSkillPath, type PathCheck } from '../../skill/path'

/**
 * Checks an archive path with lib/skill's path rules (the one home of them): relative, `/`
 * only, no empty, `.` or `..` segment, no control characters, no drive letter.
 *
 * The one rule that does not carry over is the depth limit: it counts levels inside a skill
 * folder, and an archive adds folders above it (`repo-main/skills/pdf/scripts/…`). So a path
 * deeper than LIMITS.pathDepth is accepted here when each of its segments passes on its own;
 * `inspectSkill` then judges the depth of each skill's own paths. A directory entry's trailing
 * `/` is not part of the check.
 */
export function checkArchivePath(raw: string): PathCheck {
  const whole = checkSkillPath(raw)
  if (whole.ok) return whole
  const segments = raw.split('/')
  if (segments.length <= LIMITS.pathDepth) return whole
  // Later segments are checked behind a dummy folder, so only the first may be a drive letter.
  const onlyTooDeep = segments.every((segment, index) => checkSkillPath(index === 0 ? segment : `x/${segment}`).ok)
  return onlyTooDeep ? { ok: true, path: raw.normalize('NFC') } : whole
}
