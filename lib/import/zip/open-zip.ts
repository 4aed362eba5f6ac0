import { fromBufferPromise, type ZipFile } from 'yauzl'
import { importError } from '../types'

/** A yauzl ZipFile and where its central directory starts. */
export interface OpenZip {
  zip: ZipFile
  centralDirectoryOffset: number
}

/**
 * Opens the archive with yauzl. `decodeStrings: false` is deliberate: with it on, yauzl refuses
 * `..` and absolute names with an untyped error that ends the listing before the entry is
 * named, and (with strictFileNames off) turns `\` into `/` silently. We decode names ourselves
 * (entry-name.ts) and judge them with lib/skill's path rules, so every refusal names its entry.
 */
export async function openZip(archive: Buffer): Promise<OpenZip> {
  let zip: ZipFile
  try {
    zip = await fromBufferPromise(archive, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
      decodeStrings: false,
    })
  } catch (error) {
    throw importError('zip_invalid', `The file is not a readable zip archive: ${(error as Error).message}`, {
      reason: (error as Error).message,
    })
  }
  // Before the first readEntry() the cursor is the central directory's offset (yauzl's typings call it a boolean).
  const centralDirectoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor
  return { zip, centralDirectoryOffset }
}
