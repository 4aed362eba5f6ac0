import { firstMatch, scanLines, type FileRule, type LinePattern } from '../rule'

const SHELL = String.raw`(?<![\w.-])(?:sudo[ \t]{1,20}(?:-\S{1,20}[ \t]{1,20}){0,3})?(?:env[ \t]{1,20}(?:\S{1,100}=\S{0,200}[ \t]{1,20}){0,5})?(?:\/(?:usr\/)?(?:local\/)?bin\/)?(?:ba|z|da|k|fi)?sh\b`

/** The stages after a download in one pipeline: `curl … | tee x | sh`. */
function pipesIntoShell(match: RegExpExecArray, line: string): boolean {
  const rest = line.slice(match.index + match[0].length, match.index + match[0].length + 2000)
  const end = rest.search(/;|&&|\|\||\n/)
  const stages = (end === -1 ? rest : rest.slice(0, end)).split('|').slice(1)
  const shell = new RegExp(`^[ \\t]{0,20}${SHELL}`)
  return stages.some((stage) => shell.test(stage))
}

const WHY = 'downloads a script and runs it unseen: what runs can change on the server at any time, and nobody reviewed it'

const PATTERNS: readonly LinePattern[] = [
  { pattern: /\b(?:curl|wget|fetch)\b/g, why: WHY, accept: pipesIntoShell },
  {
    // `bash <(curl …)`, `source <(wget -qO- …)`, `sh -c "$(curl -fsSL …)"`
    pattern: new RegExp(
      String.raw`(?:${SHELL}|(?:^|[\s;&|])(?:source|\.))[ \t]{1,20}(?:-\S{1,20}[ \t]{1,20}){0,3}(?:<\([ \t]{0,5}|["']?\$\([ \t]{0,5})(?:curl|wget)\b`,
      'g',
    ),
    why: WHY,
  },
]

export const curlPipeShell: FileRule = {
  rule: 'curl-pipe-shell',
  check(file) {
    if (file.language === null && !file.markdown) return []
    return scanLines(file, (line) => firstMatch(line, PATTERNS, file.language))
  },
}
