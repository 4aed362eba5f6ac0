import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TempCopy {
  dir: string
  /** Absolute path of the copy, as passed to the tool. */
  file: string
  /** Replaces every spelling of the temp file and dir in a tool's output with the skill-relative path. */
  redact(text: string): string
}

export interface TempCopyInput {
  /** Skill-relative path the copy stands for; it names the copy in every message. */
  path: string
  content: Uint8Array
  /** Name of the copy inside the temp dir; fixed by the caller (`check.py`), never taken from the skill's path. */
  fileName: string
  /** Files written next to the copy (a `package.json` that fixes how Node reads `.js`). */
  siblings?: ReadonlyArray<{ name: string; content: string }>
  /** Parent of the temp dir; the OS temp dir unless a test says otherwise. */
  parent?: string
}

/**
 * Writes `content` into a fresh private dir under the OS temp dir, hands it to `use`, and
 * removes the dir afterwards whatever happens. Tools only ever see this copy: the skill's own
 * files are not on disk here, and a check must not touch them even if they were.
 */
export async function withTempCopy<T>(input: TempCopyInput, use: (copy: TempCopy) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(input.parent ?? tmpdir(), 'skillyard-check-'))
  try {
    const file = join(dir, input.fileName)
    await writeFile(file, input.content, { mode: 0o600 })
    for (const sibling of input.siblings ?? []) await writeFile(join(dir, sibling.name), sibling.content, { mode: 0o600 })
    // Tools may print the resolved path (/private/var/… on macOS), so both spellings are redacted.
    const realDir = await realpath(dir)
    const spellings: Array<[string, string]> = [
      [file, input.path],
      [join(realDir, input.fileName), input.path],
      [dir, '.'],
      [realDir, '.'],
    ]
    const redact = (text: string) => spellings.reduce((result, [from, to]) => result.split(from).join(to), text)
    return await use({ dir, file, redact })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
