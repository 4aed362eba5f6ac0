import { LIMITS } from '../../skill/limits'
import { findPathCollisions } from '../../skill/path'
import { importError } from '../types'
import type { EntrySpan, ListedFile } from './list-entries'

/**
 * Entries whose bytes overlap each other or the central directory. Overlapping entries are how
 * "non-recursive" zip bombs reuse one compressed stream for thousands of files, and how an
 * archive hides one file inside another; no honest writer produces them.
 */
export function checkSpans(spans: readonly EntrySpan[], centralDirectoryOffset: number): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  sorted.forEach((span, index) => {
    if (span.end > centralDirectoryOffset) {
      throw importError('zip_invalid', `The data of entry '${span.label}' runs into the central directory`, { entry: span.label })
    }
    const next = sorted[index + 1]
    if (next && span.end > next.start) {
      throw importError('zip_invalid', `Entries '${span.label}' and '${next.label}' overlap in the archive; each entry must have bytes of its own`, {
        entry: next.label,
      })
    }
  })
}

/**
 * Paths that would land on one file when extracted on a case-insensitive or normalising file
 * system. The names are compared as written (before NFC), so an NFC/NFD pair is reported as
 * the collision it is rather than as a duplicate.
 */
export function checkCollisions(files: readonly ListedFile[]): void {
  const collisions = findPathCollisions(files.map((file) => file.name))
  const first = collisions[0]
  if (first) {
    throw importError('path_collision', `${first.message}; nothing was imported`, {
      entry: first.path,
      collisions: collisions.map((item) => item.message),
    })
  }
}

/**
 * Refuses on the sizes the headers declare, before inflating anything. Declared sizes can only
 * be trusted to be honest when they are large; small ones are enforced while inflating.
 */
export function checkDeclaredSizes(files: readonly ListedFile[]): void {
  let total = 0
  for (const file of files) {
    const size = file.entry.uncompressedSize
    if (size > LIMITS.fileBytes) {
      throw importError('file_too_large', `Entry '${file.path}' inflates to ${size} bytes; a file may have at most ${LIMITS.fileBytes} bytes`, {
        entry: file.path,
        bytes: size,
      })
    }
    total += size
  }
  if (total > LIMITS.archiveInflatedBytes) {
    throw importError(
      'skill_too_large',
      `The archive's files inflate to ${total} bytes in all; an archive may inflate to at most ${LIMITS.archiveInflatedBytes} bytes`,
      { bytes: total },
    )
  }
}
