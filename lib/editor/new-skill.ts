import { createSkill, type StoreContext, type WriteResult } from '../store'

/** A new owner skill from the smallest valid template; it starts disabled. */
export async function newSkill(ctx: StoreContext, input: { name: string; description?: string }): Promise<WriteResult> {
  const description = input.description?.trim() || `Describe what ${input.name} does and when to use it.`
  const text = `---
name: ${input.name}
description: ${JSON.stringify(description)}
metadata:
  skillyard.tier: read
---
# ${input.name}

Write the steps the assistant should follow, with an example input and output.
`
  return createSkill(ctx, {
    name: input.name,
    files: [{ path: 'SKILL.md', bytes: new TextEncoder().encode(text), executable: false }],
    author: 'owner',
    source: { kind: 'editor' },
    actor: 'owner',
    reason: 'Created from the template',
  })
}
