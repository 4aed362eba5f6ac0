import { checkClaudeRules } from './claude-rules'
import { finding, hasErrors } from './finding'
import { checkFrontmatter } from './frontmatter-rules'
import { LIMITS } from './limits'
import { parseSkillMd } from './parse-skill-md'
import { checkSkillPath, findPathCollisions } from './path'
import { getOwn, hasOwn } from './plain-data'
import { SETTING_KEYS } from './setting-keys'
import { defaultSettings, readSkillSettings } from './settings'
import type { Finding, SkillFile, SkillInspection } from './types'
import type { Position } from './yaml-frontmatter'

export interface InspectSkillInput {
  /** The skill's folder name; the frontmatter `name` must match it (after NFKC). */
  folderName: string
  files: readonly SkillFile[]
}

export interface InspectSkillOptions {
  /** skills-ref's strictness for unknown fields and non-string metadata: errors instead of warnings. */
  strict?: boolean
}

/** Checks the set of files: paths, collisions and size limits. Returns the files under their NFC paths. */
function checkFiles(files: readonly SkillFile[]): { files: SkillFile[]; findings: Finding[] } {
  const findings: Finding[] = []
  const checked: SkillFile[] = []
  if (files.length > LIMITS.filesPerSkill) {
    findings.push(
      finding('too_many_files', 'error', 'skillyard', `The skill has ${files.length} files; at most ${LIMITS.filesPerSkill} are allowed`),
    )
  }
  let total = 0
  for (const file of files) {
    total += file.bytes.byteLength
    const path = checkSkillPath(file.path)
    if (!path.ok) {
      findings.push(path.finding)
      continue
    }
    if (file.bytes.byteLength > LIMITS.fileBytes) {
      findings.push(
        finding(
          'file_too_large',
          'error',
          'skillyard',
          `${path.path} is ${file.bytes.byteLength} bytes; a file may have at most ${LIMITS.fileBytes} bytes`,
          { path: path.path },
        ),
      )
    }
    checked.push({ ...file, path: path.path })
  }
  if (total > LIMITS.skillBytes) {
    findings.push(
      finding('skill_too_large', 'error', 'skillyard', `The skill's files add up to ${total} bytes; at most ${LIMITS.skillBytes} are allowed`),
    )
  }
  findings.push(...findPathCollisions(checked.map((file) => file.path)))
  return { files: checked, findings }
}

/** Gives field findings the line and column of their key in SKILL.md, when the key is there. */
function placeFindings(findings: Finding[], positions: Map<string, Position>): Finding[] {
  return findings.map((item) => {
    if (item.field === undefined || item.line !== undefined) return item
    const position = positions.get(item.field) ?? positions.get(item.field.split('.')[0] ?? '')
    return position ? { ...item, line: position.line, column: position.column } : item
  })
}

/**
 * The one answer to "is this set of files a valid skill": paths and limits, SKILL.md found and
 * parsed, frontmatter checked (spec + skills-ref, Claude's surfaces, Skillyard's settings).
 * Never throws for bad content; `valid` is false when any finding is an error.
 */
export function inspectSkill(input: InspectSkillInput, options: InspectSkillOptions = {}): SkillInspection {
  const { files, findings } = checkFiles(input.files)
  const result: SkillInspection = {
    name: null,
    description: null,
    skillMdPath: null,
    document: null,
    settings: defaultSettings(),
    findings,
    valid: false,
  }
  const upper = files.find((file) => file.path === 'SKILL.md')
  const lower = upper ? undefined : files.find((file) => file.path === 'skill.md')
  const skillMd = upper ?? lower
  if (!skillMd) {
    findings.push(finding('skill_md_missing', 'error', 'skills-ref', 'Missing required file: SKILL.md', { path: 'SKILL.md' }))
    return result
  }
  if (lower) {
    findings.push(
      finding(
        'skill_md_lowercase',
        'warning',
        'skills-ref',
        'The skill file is named skill.md; rename it to SKILL.md, the name the spec requires (skills-ref accepts both)',
        { path: 'skill.md' },
      ),
    )
  }
  result.skillMdPath = skillMd.path

  const parsed = parseSkillMd(skillMd.bytes, skillMd.path)
  findings.push(...parsed.findings)
  if (!parsed.document) {
    result.valid = !hasErrors(findings)
    return result
  }
  result.document = parsed.document
  const frontmatter = parsed.document.frontmatter

  const checked = checkFrontmatter(frontmatter, input.folderName, { strict: options.strict, path: skillMd.path })
  result.name = checked.name
  result.description = checked.description
  const fieldFindings = [...checked.findings, ...checkClaudeRules(checked.name, checked.description, skillMd.path)]

  const settings = readSkillSettings(getOwn(frontmatter, 'metadata'), skillMd.path)
  result.settings = settings.settings
  fieldFindings.push(...settings.findings)
  const schema = settings.settings.parametersSchema
  if (schema?.kind === 'per-script') {
    const metadata = getOwn(frontmatter, 'metadata') as Record<string, unknown>
    const key = SETTING_KEYS.parametersSchema.find((candidate) => hasOwn(metadata, candidate)) ?? SETTING_KEYS.parametersSchema[0]
    const paths = new Set(files.map((file) => file.path))
    for (const script of Object.keys(schema.schemas)) {
      if (!paths.has(script)) {
        fieldFindings.push(
          finding(
            'parameters_schema_unknown_script',
            'warning',
            'skillyard',
            `The parameters schema names '${script}', but the skill has no such file`,
            { field: `metadata.${key}`, path: skillMd.path },
          ),
        )
      }
    }
  }
  findings.push(...placeFindings(fieldFindings, parsed.positions))
  result.valid = !hasErrors(findings)
  return result
}
