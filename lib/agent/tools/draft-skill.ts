import { lintSkill, lintToFindings } from '../../skill'
import { saveDraft } from '../../store'
import { filesFromText, withParametersSchema } from '../skill-files-input'
import type { ToolContext } from '../tool-context'

export interface DraftSkillArguments {
  name: string
  files: Record<string, string>
  rationale: string
  sourceChats?: string[]
  parametersSchema?: Record<string, unknown> | string
  update?: boolean
}

/** Saves a disabled skill authored by the assistant (or rewrites its own untouched draft). */
export async function draftSkillTool(context: ToolContext, args: DraftSkillArguments) {
  let files = filesFromText(args.files)
  if (args.parametersSchema !== undefined) files = withParametersSchema(files, args.parametersSchema)
  const { skill, changed } = await saveDraft(context.store, {
    name: args.name,
    files,
    rationale: args.rationale,
    sourceChats: args.sourceChats ?? [],
    update: args.update ?? false,
  })
  if (changed) context.notify({ kind: args.update ? 'draft_updated' : 'draft_created', skill: skill.name })
  return {
    name: skill.name,
    hash: skill.currentHash,
    status: skill.status,
    note: 'Saved as a disabled draft. The owner reviews it in Needs review and enables the exact version they read.',
    lint: lintToFindings(lintSkill({ files })),
  }
}
