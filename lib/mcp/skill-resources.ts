import type { Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js'
import { bytesEqual, decodeText } from '../skill'
import { listSkillFiles, recordEvent, type StoreContext } from '../store'
import { liveSkillOrUnknown, liveSkillSummaries, unknownUri } from './live-skills'
import { DIRECTORY_MIME_TYPE, mimeTypeOf } from './mime-type'
import { DEFAULT_PAGE_SIZE, pageByName } from './page-cursor'
import { parseSkillUri, skillFileUri } from './skill-uri'
import { isSkillMdPath } from '../skill/skill-md-path'

/** `resources/templates/list`: how a client can address a file it was told about. */
export const SKILL_FILE_TEMPLATE: ResourceTemplate = {
  uriTemplate: 'skill://{name}/{+path}',
  name: 'skill-file',
  description: 'A file of a live skill: SKILL.md, or a path relative to the skill folder (references/…, scripts/…, assets/…).',
}

/** `resources/list`: every file of every live skill, a page of skills at a time (a skill's files are never split). */
export async function listSkillResources(store: StoreContext, cursor: string | undefined, pageSize = DEFAULT_PAGE_SIZE): Promise<{ resources: Resource[]; nextCursor?: string }> {
  const { page, nextCursor } = pageByName(await liveSkillSummaries(store), cursor, pageSize)
  const manifests = await Promise.all(page.map((skill) => listSkillFiles(store, skill.name, skill.currentHash)))
  const resources = page.flatMap((skill, index) =>
    manifests[index]!.map((file): Resource => {
      const isSkillMd = isSkillMdPath(file.path)
      return {
        uri: skillFileUri(skill.name, file.path),
        // SEP-2640: SKILL.md carries the skill's name and description.
        name: isSkillMd ? skill.name : file.path,
        ...(isSkillMd ? { description: skill.description } : {}),
        mimeType: mimeTypeOf(file.path),
        size: file.size,
      }
    }),
  )
  return nextCursor ? { resources, nextCursor } : { resources }
}

/**
 * `resources/read` of a `skill://` URI: one file of the live version, as UTF-8 `text` when the
 * text re-encodes to the very same bytes (so its sha256 matches the listed digest), else as
 * base64 `blob`. Reads are audited like read_skill_resource's.
 */
export async function readSkillResource(store: StoreContext, uri: string, session: string) {
  const parsed = parseSkillUri(uri)
  if (!parsed.ok) throw unknownUri(uri, parsed.reason)
  if (parsed.path === null) throw unknownUri(uri, 'it is a skill folder; read its SKILL.md or a file inside it')
  const path = parsed.path
  const skill = await liveSkillOrUnknown(store, parsed.name, uri)
  const file = skill.files.find((candidate) => candidate.path === path)
  if (!file) throw unknownUri(uri, `skill '${parsed.name}' has no file '${path}'`)
  await recordEvent(store, { action: 'resource.read', skillName: parsed.name, hash: skill.summary.currentHash, details: { path, session, via: 'mcp' } })
  const base = { uri: skillFileUri(parsed.name, path), mimeType: mimeTypeOf(path) }
  const text = decodeText(file.bytes)
  const exact = text !== null && bytesEqual(new TextEncoder().encode(text), file.bytes)
  return { contents: [exact ? { ...base, text: text! } : { ...base, blob: Buffer.from(file.bytes).toString('base64') }] }
}

/**
 * `resources/directory/read` (SEP-2640, `directoryRead`): the direct children of a live skill's
 * root (`skill://<name>`) or of a folder inside it; subfolders come as `inode/directory`.
 */
export async function readSkillDirectory(store: StoreContext, uri: string): Promise<{ resources: Resource[] }> {
  const parsed = parseSkillUri(uri)
  if (!parsed.ok) throw unknownUri(uri, parsed.reason)
  const skill = await liveSkillOrUnknown(store, parsed.name, uri)
  const prefix = parsed.path === null ? '' : `${parsed.path}/`
  const inside = skill.files.filter((file) => file.path.startsWith(prefix))
  if (inside.length === 0) throw unknownUri(uri, 'it is not a folder of the skill')
  const resources: Resource[] = []
  const folders = new Set<string>()
  for (const file of inside) {
    const [child = '', ...deeper] = file.path.slice(prefix.length).split('/')
    if (deeper.length === 0) {
      resources.push({ uri: skillFileUri(parsed.name, file.path), name: child, mimeType: mimeTypeOf(file.path), size: file.bytes.byteLength })
    } else if (!folders.has(child)) {
      folders.add(child)
      const folder = `${prefix}${child}`
      resources.push({ uri: skillFileUri(parsed.name, folder), name: child, mimeType: DIRECTORY_MIME_TYPE })
    }
  }
  return { resources }
}
