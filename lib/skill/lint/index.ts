/** The review lint: heuristic hints shown next to a skill's files. Pure: no I/O. */
export { lintSkill, lintToFindings, filesNotLinted } from './lint-skill'
export { LINT_RULES, LINT_LIMITS, type LintRule, type LintWarning, type LintInput } from './types'
