import { knownSandboxStatus } from '@/lib/server/sandbox-banner'

/** A warning across every page when scripts would run without the sandbox, or cannot run at all. */
export function SandboxBanner() {
  const { available, unsafe, reason } = knownSandboxStatus()
  if (available && !unsafe) return null
  const [tone, text] = !available
    ? unsafe
      ? ['bg-red-600 text-white', 'Scripts run WITHOUT a sandbox (SKILLYARD_UNSAFE_NO_SANDBOX=1): a skill script can read and change anything this server can.']
      : ['bg-amber-100 text-amber-950', `Scripts cannot run: the sandbox is unavailable. ${reason ?? ''}`]
    : ['bg-amber-100 text-amber-950', 'SKILLYARD_UNSAFE_NO_SANDBOX=1 is set. Bubblewrap works, so scripts still run sandboxed; remove the setting.']
  return (
    <div role="alert" className={`${tone} px-4 py-2 text-center text-sm`}>
      {text}
    </div>
  )
}
