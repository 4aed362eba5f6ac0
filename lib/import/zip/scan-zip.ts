import { findSkills } from '../find-skills'
import type { ImportScan } from '../types'
import { readZip } from './read-zip'

/** An uploaded zip (or `.skill` file) to the import preview: readZip, then findSkills with readZip's ignored entries. */
export async function scanZip(bytes: Uint8Array): Promise<ImportScan> {
  const archive = await readZip(bytes)
  return findSkills(archive.entries, archive.ignored)
}
