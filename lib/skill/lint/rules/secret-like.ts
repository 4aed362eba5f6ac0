import { scanLines, type FileRule } from '../rule'
import { findSecrets } from '../secrets'

export const secretLike: FileRule = {
  rule: 'secret-like',
  check(file) {
    return scanLines(
      file,
      (line) => {
        const secret = findSecrets(line)[0]
        return secret
          ? { index: secret.start, why: `looks like ${secret.kind}: anyone who can read the skill, the assistant included, can use it; pass secrets in at run time instead` }
          : null
      },
      { skipComments: false },
    )
  },
}
