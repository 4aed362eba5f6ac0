import { z } from 'zod'
import { LIMITS } from '../skill'

const codePoints = (max: number) => (value: string) => [...value].length <= max
const entries = (max: number) => (value: Record<string, unknown>) => Object.keys(value).length <= max

const skillName = z.string().min(1).max(LIMITS.nameCodePoints * 4)
const filePath = z.string().min(1).max(1024)
const fileContent = z.string().max(LIMITS.fileBytes, `each file may hold at most ${LIMITS.fileBytes} characters`)
const rationale = z
  .string()
  .min(1, 'is required: say why, in a sentence or two')
  .refine(codePoints(1000), 'may be at most 1000 characters')
/** A JSON Schema object, or the same as JSON text; checked by lib/skill's parameters-schema rules. */
const parametersSchema = z.union([z.record(z.string(), z.unknown()), z.string().max(32 * 1024)])

export const listSkillsArguments = z
  .object({
    includeDisabled: z.boolean().optional(),
    query: z.string().max(200).optional(),
  })
  .strict()

export const getSkillArguments = z.object({ name: skillName, path: filePath.optional() }).strict()

export const draftSkillArguments = z
  .object({
    name: skillName,
    files: z
      .record(filePath, fileContent)
      .refine((files) => Object.keys(files).length > 0, 'must hold at least SKILL.md')
      .refine(entries(LIMITS.filesPerDraft), `may hold at most ${LIMITS.filesPerDraft} files`),
    rationale,
    sourceChats: z.array(z.string().min(1).max(200)).max(10, 'may list at most 10 chats').optional(),
    parametersSchema: parametersSchema.optional(),
    update: z.boolean().optional(),
  })
  .strict()

export const editSkillArguments = z
  .object({
    name: skillName,
    changes: z
      .object({
        write: z.record(filePath, fileContent).refine(entries(LIMITS.filesPerSkill), `may hold at most ${LIMITS.filesPerSkill} files`).optional(),
        delete: z.array(filePath).max(LIMITS.filesPerSkill).optional(),
        rename: z.record(filePath, filePath).refine(entries(LIMITS.filesPerSkill), `may hold at most ${LIMITS.filesPerSkill} renames`).optional(),
      })
      .strict(),
    rationale,
    parametersSchema: parametersSchema.optional(),
  })
  .strict()
