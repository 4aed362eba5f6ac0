import { extensionOf, isScriptFile } from '../scripts'
import type { SkillFile } from '../types'
import { isSkillMdPath } from '../skill-md-path'

export type ScriptLanguage = 'shell' | 'python' | 'node' | 'unknown'

/** A text file of the skill as the rules see it: lines, and what kind of file it is. */
export interface SourceFile {
  path: string
  /** Lines without their `\n` / `\r\n`; line N is `lines[N - 1]`. */
  lines: string[]
  markdown: boolean
  /** Set for scripts: files `isScriptFile` accepts, and any other file starting with a shebang. */
  language: ScriptLanguage | null
  /** For scripts: true where a whole line is a comment (or the shebang), so code rules skip it. */
  comment: boolean[]
}

const LANGUAGE_BY_EXTENSION: Record<string, ScriptLanguage> = {
  '.sh': 'shell',
  '.bash': 'shell',
  '.zsh': 'shell',
  '.py': 'python',
  '.js': 'node',
  '.mjs': 'node',
  '.cjs': 'node',
  '.ts': 'node',
  '.mts': 'node',
  '.cts': 'node',
}

const MARKDOWN_EXTENSIONS = new Set(['.md', '.markdown'])

/** `#!/usr/bin/env -S python3 -u` → python. Only the first 200 characters are looked at. */
function shebangLanguage(firstLine: string): ScriptLanguage | null {
  const match = /^#!\s{0,10}(\S{1,100})(?:\s{1,10}(.{0,200}))?/.exec(firstLine.slice(0, 300))
  if (!match) return null
  let program = (match[1] ?? '').slice((match[1] ?? '').lastIndexOf('/') + 1)
  if (program === 'env') {
    program = (match[2] ?? '').split(/\s+/).find((word) => word !== '' && !word.startsWith('-') && !word.includes('=')) ?? ''
  }
  if (/^(?:ba|z|da|k|a)?sh$/.test(program)) return 'shell'
  if (/^python[0-9.]*$/.test(program)) return 'python'
  if (/^(?:node|nodejs|deno|bun|tsx|ts-node)$/.test(program)) return 'node'
  return 'unknown'
}

/** Marks whole-line comments: `#` for shell and Python, `//` and `/* … *\/` blocks for JavaScript. */
function commentLines(lines: readonly string[], language: ScriptLanguage): boolean[] {
  const comment: boolean[] = []
  let inBlock = false
  lines.forEach((line, index) => {
    const trimmed = line.trimStart()
    if (index === 0 && trimmed.startsWith('#!')) {
      comment.push(true)
      return
    }
    if (language === 'node' || language === 'unknown') {
      if (inBlock) {
        comment.push(true)
        if (trimmed.includes('*/')) inBlock = false
        return
      }
      if (trimmed.startsWith('/*')) {
        comment.push(true)
        inBlock = !trimmed.includes('*/', 2)
        return
      }
      if (trimmed.startsWith('//')) {
        comment.push(true)
        return
      }
    }
    comment.push(language !== 'node' && trimmed.startsWith('#'))
  })
  return comment
}

export function splitLines(text: string): string[] {
  return text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
}

export function toSourceFile(file: SkillFile, text: string): SourceFile {
  const lines = splitLines(text)
  const extension = extensionOf(file.path)
  const markdown = MARKDOWN_EXTENSIONS.has(extension)
  const shebang = text.startsWith('#!') && !isSkillMdPath(file.path)
  let language: ScriptLanguage | null = null
  if (isScriptFile(file) || shebang) {
    language = LANGUAGE_BY_EXTENSION[extension] ?? (shebang ? shebangLanguage(lines[0] ?? '') : null) ?? 'unknown'
  }
  return { path: file.path, lines, markdown, language, comment: language ? commentLines(lines, language) : [] }
}
