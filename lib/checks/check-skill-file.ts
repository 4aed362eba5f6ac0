import { inspectSkill } from '../skill/inspect-skill'
import { extensionOf } from '../skill/scripts'
import { decodeText } from '../skill/text'
import type { Finding, SkillFile } from '../skill/types'
import { checkBash } from './bash-check'
import { checkFinding } from './check-codes'
import type { FileCheck } from './file-check'
import { checkJson } from './json-check'
import { checkNode } from './node-check'
import { checkPython } from './python-check'
import { DEFAULT_TIMEOUT_MS } from './run-tool'
import { checkTypeScript } from './typescript-check'
import { checkYaml } from './yaml-check'
import { isSkillMdPath } from '../skill/skill-md-path'

export interface CheckSkillFileInput {
  /** The skill's name, which is also its folder name (SKILL.md's `name` must match it). */
  skillName: string
  /** Skill-relative path of the file being saved, e.g. `scripts/run.sh`. */
  path: string
  content: Uint8Array
  /** The whole proposed file set, this file's new content included. */
  files: SkillFile[]
}

export interface CheckSkillFileOptions {
  /** Deadline for each external tool; default 10 s. */
  timeoutMs?: number
  /** Passed to inspectSkill for SKILL.md: skills-ref's strict mode, as the save will use it. */
  strict?: boolean
}

/** The check for each extension; a file whose extension is not here gets no findings. */
const FILE_CHECKS: Record<string, FileCheck> = {
  '.sh': checkBash,
  '.bash': checkBash,
  '.py': checkPython,
  '.js': checkNode,
  '.mjs': checkNode,
  '.cjs': checkNode,
  '.ts': checkTypeScript,
  '.tsx': checkTypeScript,
  '.mts': checkTypeScript,
  '.cts': checkTypeScript,
  '.json': checkJson,
  '.yaml': checkYaml,
  '.yml': checkYaml,
}

/** After the first few syntax errors a parser mostly reports echoes of the first. */
const MAX_FINDINGS_PER_FILE = 20

/** The file set with `path` holding `content`, in case the caller's set still has the old bytes. */
function withContent(files: readonly SkillFile[], path: string, content: Uint8Array): SkillFile[] {
  const index = files.findIndex((file) => file.path === path)
  if (index === -1) return [...files, { path, bytes: content, executable: false }]
  return files.map((file, at) => (at === index ? { ...file, bytes: content } : file))
}

/**
 * Checks one file of a proposed skill before it is saved: SKILL.md is re-validated with the
 * whole file set, scripts and data files are parsed by their language's own tool (run on a
 * temp copy, never executed). Returns findings; never throws for what the file contains.
 */
export async function checkSkillFile(input: CheckSkillFileInput, options: CheckSkillFileOptions = {}): Promise<Finding[]> {
  const { path, content } = input
  const files = withContent(input.files, path, content)
  if (isSkillMdPath(path)) {
    return inspectSkill({ folderName: input.skillName, files }, { strict: options.strict }).findings
  }
  const extension = extensionOf(path)
  const check = FILE_CHECKS[extension]
  if (!check) return []
  const text = decodeText(content)
  if (text === null) {
    const why = content.includes(0) ? 'contains a NUL byte' : 'is not valid UTF-8'
    return [checkFinding('not_text', 'error', `${path} ${why}; a ${extension} file must be UTF-8 text`, { path })]
  }
  try {
    const findings = await check({ path, extension, bytes: content, text, files, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS })
    return findings.slice(0, MAX_FINDINGS_PER_FILE)
  } catch (error) {
    // The checker itself broke (no temp space, a parser crash). That must not block a save, and
    // the raw message may name server paths, so only its code or class is shown.
    const reason = (error as NodeJS.ErrnoException)?.code ?? (error instanceof Error ? error.name : 'unknown error')
    return [checkFinding('check_failed', 'warning', `The ${extension} check could not run on ${path} (${reason}); the file was not checked`, { path })]
  }
}
