/** Helpers for lib/checks' tests: check one file inside a small valid skill. */
import { tmpdir } from 'node:os'
import { VALID_HEADER, file, skillMd, utf8 } from '../skill/test-support'
import type { Finding, SkillFile } from '../skill/types'
import { checkSkillFile, type CheckSkillFileOptions } from './check-skill-file'

export { file, utf8 }

export const SKILL_MD = file('SKILL.md', skillMd(VALID_HEADER))

/** Checks `path` with `content` as part of `my-skill` (SKILL.md plus `others`). */
export function checkFile(
  path: string,
  content: string | Uint8Array,
  others: SkillFile[] = [],
  options: CheckSkillFileOptions = {},
): Promise<Finding[]> {
  const bytes = typeof content === 'string' ? utf8(content) : content
  const files = [SKILL_MD, ...others, { path, bytes, executable: false }]
  return checkSkillFile({ skillName: 'my-skill', path, content: bytes, files }, options)
}

/** A finding without its message, for comparing places and codes. */
export const placeOf = ({ message: _message, ...rest }: Finding): Omit<Finding, 'message'> => rest

/** True when a message names the temp copy rather than the skill's own path. */
export const leaksTempPath = (message: string): boolean =>
  message.includes('skillyard-check-') || message.includes(`${tmpdir()}/`)
