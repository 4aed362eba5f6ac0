import { isSkillMdPath } from './skill-md-path'

/** Interpreters Skillyard knows, by file extension. The runner and the browser's "has scripts" agree on this list. */
export const SCRIPT_INTERPRETERS: Record<string, string> = {
  '.sh': 'bash',
  '.bash': 'bash',
  '.py': 'python3',
  '.js': 'node',
  '.mjs': 'node',
  '.cjs': 'node',
}

export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

/**
 * A file the assistant could run: an executable file, or a file with a known script extension
 * under `scripts/`. Script-like templates elsewhere (say `assets/template.py`) are data.
 */
export function isScriptFile(file: { path: string; executable: boolean }): boolean {
  if (isSkillMdPath(file.path)) return false
  return file.executable || (file.path.startsWith('scripts/') && extensionOf(file.path) in SCRIPT_INTERPRETERS)
}
