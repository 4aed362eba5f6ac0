import { z } from 'zod'
import { isValidSkillName, NAME_RULE_TEXT } from '../skill'

/** Shared request-body pieces; route files compose their bodies from these. */
export const hashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a full 64-character hex hash')
export const skillNameSchema = z.string().min(1).max(256).refine(isValidSkillName, { message: NAME_RULE_TEXT })
export const emailSchema = z.string().trim().toLowerCase().email('must be an e-mail address').max(320)
