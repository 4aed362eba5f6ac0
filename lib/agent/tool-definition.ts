import type { z } from 'zod'
import type { ToolContext } from './tool-context'

/** A tool as data: its name, what the model reads about it, its strict arguments and its handler. */
export interface ToolDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string
  description: string
  arguments: Schema
  /** The skill the call is about, for the policy broker (tier, live, grants). */
  skillName?: (args: z.infer<Schema>) => string | undefined
  handler: (context: ToolContext, args: z.infer<Schema>) => Promise<unknown>
}

/** Keeps each tool's argument type checked where it is defined, then stores it in a plain list. */
export function defineTool<Schema extends z.ZodType>(definition: ToolDefinition<Schema>): ToolDefinition {
  return definition as unknown as ToolDefinition
}
