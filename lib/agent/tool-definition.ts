import type { z } from 'zod'
import type { ToolContext } from './tool-context'

/** A tool as data: its name, what the model reads about it, its strict arguments and its handler. */
export interface ToolDefinition<Schema extends z.ZodType = z.ZodType, Prepared = z.infer<Schema>> {
  name: string
  description: string
  arguments: Schema
  /** The skill the call is about, for the policy broker (tier, live, grants). */
  skillName?: (args: z.infer<Schema>) => string | undefined
  /**
   * Runs after the policy allowed or asked, before the owner is asked: repairs and validates
   * what the owner will approve (script arguments). Without it, the arguments go as they are.
   */
  prepare?: (context: ToolContext, args: z.infer<Schema>) => Promise<Prepared>
  /** For a policy "ask": the owner approves the run (`approval`), or the call itself files a proposal (`proposal`). */
  ask: 'approval' | 'proposal' | 'never'
  handler: (context: ToolContext, args: Prepared) => Promise<unknown>
}

/** Keeps each tool's argument type checked where it is defined, then stores it in a plain list. */
export function defineTool<Schema extends z.ZodType, Prepared = z.infer<Schema>>(definition: ToolDefinition<Schema, Prepared>): ToolDefinition {
  return definition as unknown as ToolDefinition
}
