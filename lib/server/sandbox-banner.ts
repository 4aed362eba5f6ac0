import { sandboxStatus, type SandboxStatus } from '../runner'

const shared = globalThis as unknown as { skillyardSandbox?: SandboxStatus }

/** Probes bubblewrap once at start (a spawn), so pages can show a banner without probing again. */
export async function probeSandbox(cacheDir: string): Promise<SandboxStatus> {
  const unsafe = process.env.SKILLYARD_UNSAFE_NO_SANDBOX === '1'
  shared.skillyardSandbox = await sandboxStatus(process.env, { cacheDir }).catch((error: unknown) => ({
    available: false,
    unsafe,
    reason: `the sandbox check failed (${error instanceof Error ? error.message : String(error)}).`,
  }))
  return shared.skillyardSandbox
}

/** The start-up probe's answer; before it ran, only the unsafe flag is known. */
export function knownSandboxStatus(): Pick<SandboxStatus, 'available' | 'unsafe' | 'reason'> {
  return shared.skillyardSandbox ?? { available: true, unsafe: process.env.SKILLYARD_UNSAFE_NO_SANDBOX === '1', reason: null }
}
