import { LIMITS } from '@/lib/skill/limits'
import { extensionOf } from '@/lib/skill/scripts'
import { decodeText } from '@/lib/skill/text'

/** Files the editor opens as text: the server saves up to this size, so the editor opens up to it too. */
export const EDITABLE_BYTES = LIMITS.editableBytes

const LANGUAGES: Record<string, string> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.json': 'json',
  '.sh': 'shell',
  '.bash': 'shell',
  '.py': 'python',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.txt': 'plaintext',
}

/** Monaco's language id for a path (plain text for anything we do not know). */
export function languageOf(path: string): string {
  return LANGUAGES[extensionOf(path)] ?? 'plaintext'
}

const TYPES: Record<string, string> = {
  '.png': 'PNG image',
  '.jpg': 'JPEG image',
  '.jpeg': 'JPEG image',
  '.gif': 'GIF image',
  '.webp': 'WebP image',
  '.svg': 'SVG image',
  '.ico': 'Icon',
  '.pdf': 'PDF document',
  '.zip': 'ZIP archive',
  '.gz': 'Gzip archive',
  '.tgz': 'Gzip tar archive',
  '.tar': 'Tar archive',
  '.woff': 'Web font',
  '.woff2': 'Web font',
  '.ttf': 'TrueType font',
  '.otf': 'OpenType font',
  '.wasm': 'WebAssembly module',
  '.bin': 'Binary data',
  '.csv': 'CSV table',
  '.xlsx': 'Excel workbook',
  '.docx': 'Word document',
  '.pptx': 'PowerPoint presentation',
  '.md': 'Markdown',
  '.json': 'JSON',
  '.yaml': 'YAML',
  '.yml': 'YAML',
  '.sh': 'Shell script',
  '.py': 'Python script',
  '.js': 'JavaScript',
  '.mjs': 'JavaScript',
  '.cjs': 'JavaScript',
  '.ts': 'TypeScript',
  '.txt': 'Text',
  '.html': 'HTML',
  '.css': 'CSS',
}

/** A human name for a file's type, from its extension. */
export function fileTypeOf(path: string): string {
  const extension = extensionOf(path)
  return TYPES[extension] ?? (extension ? `${extension.slice(1).toUpperCase()} file` : 'File without extension')
}

/** The bytes as editable text, or null when they are binary (NUL byte or invalid UTF-8). */
export function textOf(bytes: Uint8Array): string | null {
  return decodeText(bytes)
}
