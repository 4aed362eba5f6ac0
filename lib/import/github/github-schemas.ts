import { z } from 'zod'

/**
 * The parts of GitHub's REST answers the importer reads. GitHub is an outside input like any
 * other: every body is parsed with these before use. Unknown keys are dropped.
 */

export const shaSchema = z.string().regex(/^[0-9a-f]{40}$/, 'must be a 40-character hex SHA-1')

export const repositorySchema = z.object({
  default_branch: z.string().min(1),
})

const gitObjectSchema = z.object({
  type: z.enum(['commit', 'tag', 'tree', 'blob']),
  sha: shaSchema,
})

/** GET /repos/{o}/{r}/git/ref/{heads|tags}/{name} */
export const gitRefSchema = z.object({
  ref: z.string(),
  object: gitObjectSchema,
})

/** GET /repos/{o}/{r}/git/matching-refs/{heads|tags}/{prefix} */
export const matchingRefsSchema = z.array(gitRefSchema)

/** GET /repos/{o}/{r}/git/tags/{sha}: an annotated tag object. */
export const gitTagSchema = z.object({
  sha: shaSchema,
  object: gitObjectSchema,
})

/** GET /repos/{o}/{r}/git/commits/{sha} */
export const gitCommitSchema = z.object({
  sha: shaSchema,
  tree: z.object({ sha: shaSchema }),
})

/** GET /repos/{o}/{r}/commits/{ref}: accepts abbreviated SHAs, unlike /git/commits. */
export const commitSchema = z.object({
  sha: shaSchema,
  commit: z.object({ tree: z.object({ sha: shaSchema }) }),
})

export const treeEntrySchema = z.object({
  path: z.string().min(1),
  mode: z.string().regex(/^[0-7]{5,6}$/),
  type: z.enum(['blob', 'tree', 'commit']),
  sha: shaSchema,
  size: z.number().int().nonnegative().optional(),
})

/** GET /repos/{o}/{r}/git/trees/{sha}[?recursive=1] */
export const gitTreeSchema = z.object({
  sha: shaSchema,
  tree: z.array(treeEntrySchema),
  truncated: z.boolean(),
})

/** GET /repos/{o}/{r}/git/blobs/{sha} */
export const gitBlobSchema = z.object({
  sha: shaSchema,
  size: z.number().int().nonnegative(),
  encoding: z.enum(['base64', 'utf-8']),
  content: z.string(),
})

/** The body of a GitHub error answer, when it has one. */
export const githubErrorBodySchema = z.object({ message: z.string() })
