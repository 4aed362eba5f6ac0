import { SkillyardError } from '../errors/skillyard-error'
import { checkSkillPath } from '../skill'
import { hostMessage } from './tool-result'

/** A path the model named, inside the skill or refused: `..`, absolute paths and the like never resolve. */
export function resourcePath(raw: string): string {
  const checked = checkSkillPath(raw.replace(/^\.\//, ''))
  if (!checked.ok) throw new SkillyardError('outside_skill', hostMessage(`path '${raw}' is outside the skill`))
  return checked.path
}
