/**
 * Every size and count limit Skillyard enforces, in one place. The importer, the store,
 * the editor and the assistant tools all read these; none keeps its own copy.
 */
export const LIMITS = {
  skills: 200,
  filesPerSkill: 200,
  fileBytes: 1024 * 1024,
  skillBytes: 5 * 1024 * 1024,
  editableBytes: 256 * 1024,
  zipUploadBytes: 5 * 1024 * 1024,
  /** Entries one archive may hold (several skills); beyond it the archive is refused before inflating anything. */
  archiveEntries: 1000,
  /** Bytes one archive may inflate to in all, counted as they come out of the decompressor. */
  archiveInflatedBytes: 20 * 1024 * 1024,
  allowedDomains: 50,
  filesPerDraft: 40,
  skillMdBytes: 2 * 1024 * 1024,
  pathDepth: 8,
  nameCodePoints: 64,
  descriptionCodePoints: 1024,
  compatibilityCodePoints: 500,
  /** YAML aliases a frontmatter may expand; far below what a "billion laughs" document needs. */
  yamlAliases: 50,
  timeoutSecondsDefault: 30,
  timeoutSecondsMax: 300,
} as const

/** Said by the server's upload check and by the import page before it uploads anything. */
export const ZIP_TOO_LARGE_MESSAGE = `The upload is larger than ${LIMITS.zipUploadBytes / (1024 * 1024)} MiB. Split the skills into smaller archives.`
