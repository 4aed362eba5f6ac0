import { SkillyardError } from '../errors/skillyard-error'

/**
 * The candidates the owner ticked (all when `names` is absent). A name that was not found is an
 * error rather than silently skipped, and every chosen candidate must be valid.
 */
export function chooseCandidates<T extends { name: string; valid: boolean; findings: unknown[] }>(candidates: T[], names: string[] | undefined): T[] {
  const chosen = names ? names.map((name) => candidates.find((c) => c.name === name) ?? notFound(name, candidates)) : candidates
  if (chosen.length === 0) throw new SkillyardError('invalid_request', 'Pick at least one skill to import.')
  const invalid = chosen.find((candidate) => !candidate.valid)
  if (invalid) {
    throw new SkillyardError('invalid_skill', `'${invalid.name}' is not a valid skill; fix it or leave it out of the import.`, { skill: invalid.name, findings: invalid.findings })
  }
  return chosen
}

function notFound(name: string, candidates: { name: string }[]): never {
  throw new SkillyardError('invalid_request', `There is no skill '${name}' in this import; found: ${candidates.map((c) => c.name).join(', ') || 'none'}.`)
}
