import { sandboxStatus, type SandboxStatus } from '../runner'

const shared = globalThis as unknown as { skillyardSandbox?: SandboxStatus }

/** Probes bubblewrap once at start (a spawn), so pages can show a banner without probing again. */
export async function probeSandbox(cacheDir: string): Promise<SandboxStatus> {
  shared.skillyardSandbox = await sandboxStatus(process.env, { cacheDir })
  return shared.skillyardSandbox
}

/** The start-up probe's answer; before it ran, only the unsafe flag is known. */
export function knownSandboxStatus(): Pick<SandboxStatus, 'available' | 'unsafe' | 'reason'> {
  return shared.skillyardSandbox ?? { available: true, unsafe: process.env.SKILLYARD_UNSAFE_NO_SANDBOX === '1', reason: null }
}
