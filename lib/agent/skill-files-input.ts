import { SkillyardError } from '../errors/skillyard-error'
import { checkSkillPath, isScriptFile, readParametersSchema, setMetadataValue, type SkillFile } from '../skill'

const encoder = new TextEncoder()

/** Tool-provided text files as SkillFiles; scripts under scripts/ become executable. Paths must be safe. */
export function filesFromText(files: Record<string, string>): SkillFile[] {
  return Object.entries(files).map(([raw, text]) => {
    const path = safePath(raw)
    return { path, bytes: encoder.encode(text), executable: isScriptFile({ path, executable: false }) }
  })
}

export function safePath(raw: string): string {
  const checked = checkSkillPath(raw)
  if (!checked.ok) throw new SkillyardError('path_unsafe', `${checked.finding.message} (path '${raw}')`, { path: raw })
  return checked.path
}

/**
 * Writes a parameters schema given as an object or JSON text into SKILL.md's metadata as
 * compact JSON text, so it is part of what the owner reviews and what the hash covers.
 */
export function withParametersSchema(files: SkillFile[], schema: Record<string, unknown> | string): SkillFile[] {
  let value: unknown = schema
  if (typeof schema === 'string') {
    try {
      value = JSON.parse(schema)
    } catch {
      throw new SkillyardError('invalid_arguments', 'arguments.parametersSchema is not valid JSON text; send an object or JSON text of one', { field: 'parametersSchema' })
    }
  }
  const read = readParametersSchema(value)
  if (!read.ok) throw new SkillyardError('invalid_arguments', `arguments.parametersSchema ${read.problem}`, { field: 'parametersSchema' })
  const compact = JSON.stringify(read.value.kind === 'shared' ? read.value.schema : read.value.schemas)
  return files.map((file) => {
    if (file.path !== 'SKILL.md') return file
    const text = setMetadataValue(new TextDecoder().decode(file.bytes), 'skillyard.parameters-schema', compact)
    if (text === null) throw new SkillyardError('invalid_skill', 'SKILL.md has no frontmatter to put the parameters schema in.')
    return { ...file, bytes: encoder.encode(text) }
  })
}
