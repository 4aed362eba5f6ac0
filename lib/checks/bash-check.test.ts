import { describe, expect, it } from 'vitest'
import { checkFile } from './test-support'

describe('checkSkillFile: bash (.sh, .bash)', () => {
  it('finds nothing in a valid script', async () => {
    const script = '#!/usr/bin/env bash\nset -euo pipefail\nfor f in "$@"; do\n  if [ -f "$f" ]; then echo "$f"; fi\ndone\n'
    expect(await checkFile('scripts/run.sh', script)).toEqual([])
    expect(await checkFile('scripts/run.bash', script)).toEqual([])
  })

  it('reports an unexpected token on its line, with a readable message', async () => {
    const findings = await checkFile('scripts/run.sh', '#!/usr/bin/env bash\nif true; then\n  echo hi\nfi fi\n')
    expect(findings).toEqual([
      {
        code: 'syntax_error',
        severity: 'error',
        origin: 'skillyard',
        message: "bash: syntax error near unexpected token 'fi' (line 4)",
        path: 'scripts/run.sh',
        line: 4,
      },
    ])
  })

  it('reports an unclosed if at the end of the file', async () => {
    const findings = await checkFile('scripts/run.bash', 'if true; then\n  echo hi\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', path: 'scripts/run.bash', line: 3 }])
  })

  it('reports an unterminated here-document as a warning', async () => {
    const findings = await checkFile('scripts/run.sh', 'cat <<EOF\nhello\n')
    expect(findings).toMatchObject([{ code: 'syntax_warning', severity: 'warning', line: 2 }])
  })
})

describe('checkSkillFile: bash with Windows line endings', () => {
  it('says the CRLF line endings are the cause', async () => {
    const findings = await checkFile('scripts/run.sh', 'for x in 1 2; do\r\n  echo $x\r\ndone\r\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 1 }])
    expect(findings[0]?.message).toBe(
      "bash: syntax error near unexpected token '$'do\\r'' (line 1). The file has Windows (CRLF) line endings; bash needs Unix (LF) line endings.",
    )
  })
})
