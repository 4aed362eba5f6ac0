import { createOwner, ownerExists, SETUP_TOKEN_KEY, writeAppSetting, type StoreContext } from '../store'
import { hashPassword } from './password'
import { randomToken, tokenHash } from './secrets'

/**
 * First start: the owner comes from SKILLYARD_OWNER_EMAIL + SKILLYARD_OWNER_PASSWORD, or a
 * one-time setup link is printed (only its hash is stored; a new start prints a new one).
 */
export async function bootstrapOwner(ctx: StoreContext, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  if (await ownerExists(ctx)) return
  const email = env.SKILLYARD_OWNER_EMAIL?.trim().toLowerCase()
  const password = env.SKILLYARD_OWNER_PASSWORD
  if (email && password) {
    await createOwner(ctx, { email, passwordHash: await hashPassword(password) })
    log(`Skillyard: owner ${email} created from SKILLYARD_OWNER_EMAIL.`)
    return
  }
  const token = randomToken()
  await writeAppSetting(ctx, SETUP_TOKEN_KEY, tokenHash(token))
  const base = env.SKILLYARD_PUBLIC_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '3000'}`
  log(`Skillyard: no owner yet. Open this one-time link to create one:\n\n    ${base}/setup?token=${token}\n`)
}
