import { checkSkillFile } from '../checks'
import { SkillyardError } from '../errors/skillyard-error'
import { LIMITS, checkSkillPath, isScriptFile, type Finding, type SkillFile } from '../skill'
import { getSkillOrThrow, readSkillFiles, type StoreContext, type WriteResult } from '../store'
import { editFiles } from './edit-files'

export interface SaveFileInput {
  name: string
  path: string
  content: Uint8Array
  baseHash: string
  /** Keep the file's current bit when omitted (new files: scripts become executable). */
  executable?: boolean
}

/**
 * Saves one file from the editor after the checks for its type (SKILL.md validation, bash -n,
 * Python compile, node --check, TypeScript, JSON, YAML). Errors refuse the save with every
 * finding in `details.findings`; warnings come back with the result.
 */
export async function saveFile(ctx: StoreContext, input: SaveFileInput): Promise<WriteResult & { findings: Finding[] }> {
  const path = checkedPath(input.path)
  if (input.content.byteLength > LIMITS.editableBytes) {
    throw new SkillyardError('file_too_large', `'${path}' is ${input.content.byteLength} bytes; the editor saves files up to ${LIMITS.editableBytes} bytes.`)
  }
  let findings: Finding[] = []
  const result = await editFiles(ctx, { name: input.name, baseHash: input.baseHash, reason: `Edited ${path}` }, async (files) => {
    const existing = files.find((file) => file.path === path)
    const executable = input.executable ?? existing?.executable ?? isScriptFile({ path, executable: false })
    const next = withFile(files, { path, bytes: input.content, executable })
    findings = await checkSkillFile({ skillName: input.name, path, content: input.content, files: next })
    const errors = findings.filter((finding) => finding.severity === 'error')
    if (errors.length > 0) {
      throw new SkillyardError('check_failed', `Not saved: ${errors[0]!.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`, { findings })
    }
    return next
  })
  return { ...result, findings }
}

/** Runs the same checks on unsaved text against the skill's current files, for the editor's live markers. */
export async function checkUnsavedFile(ctx: StoreContext, input: { name: string; path: string; content: Uint8Array }): Promise<Finding[]> {
  const path = checkedPath(input.path)
  const skill = await getSkillOrThrow(ctx, input.name)
  const files = await readSkillFiles(ctx, input.name, skill.currentHash)
  return checkSkillFile({ skillName: input.name, path, content: input.content, files: withFile(files, { path, bytes: input.content, executable: false }) })
}

function withFile(files: SkillFile[], file: SkillFile): SkillFile[] {
  return [...files.filter((other) => other.path !== file.path), file]
}

export function checkedPath(raw: string): string {
  const checked = checkSkillPath(raw)
  if (!checked.ok) throw new SkillyardError('path_unsafe', checked.finding.message, { path: raw })
  return checked.path
}
