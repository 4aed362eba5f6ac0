/**
 * lib/checks: the checks a file goes through before it is saved — in the owner's editor now,
 * in the review workflow later. SKILL.md is re-validated by lib/skill; every other known type
 * is parsed by its own language's tool, on a temp copy, without running it. Findings are the
 * contract (the UI maps them to Monaco markers). Server-only: some checks spawn processes.
 */
export { checkSkillFile, type CheckSkillFileInput, type CheckSkillFileOptions } from './check-skill-file'
export { CHECK_CODES, type CheckCode } from './check-codes'
