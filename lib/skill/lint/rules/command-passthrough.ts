import { callWindow, firstMatch, scanLines, type FileRule, type LinePattern } from '../rule'

/** A call's first argument is one plain string literal (no f-string, no `%`, `+` or `.format` after it). */
const PLAIN_FIRST_ARGUMENT = /^\s{0,200}[rRbBuU]{0,2}(?:"[^"\\\n{}]{0,500}"|'[^'\\\n{}]{0,500}')\s{0,20}(?:[,)]|$)/

function firstArgumentIsPlain(args: string): boolean {
  return PLAIN_FIRST_ARGUMENT.test(args)
}

const PYTHON_SHELL_CALL = /\b(?:subprocess\.(?:run|call|check_call|check_output|Popen)|Popen)\(/g
const SHELL_TRUE = /\bshell\s{0,10}=\s{0,10}True\b/

const PATTERNS: readonly LinePattern[] = [
  // Shell
  {
    pattern: /(?:^|[\s;&|({`])eval[ \t]{1,20}[^\s#]/g,
    why: '`eval` runs text as shell code, so any argument inside it can become a command',
    languages: ['shell'],
  },
  {
    pattern: /\b(?:ba|z|da|k)?sh[ \t]{1,20}(?:-[A-Za-z]{1,10}[ \t]{1,20}){0,3}-[A-Za-z]{0,10}c[ \t]{1,20}(?:"[^"]{0,500}\$|\$)/g,
    why: '`sh -c` with a double-quoted or variable command: expanded arguments are parsed again as shell code',
    languages: ['shell'],
  },
  {
    pattern: /`[^`]{0,500}\$[^`]{0,500}`/g,
    why: 'backticks with a `$` expansion build a command from data; quote "$var" and use $( ) without splicing arguments',
    languages: ['shell'],
  },
  // Python
  {
    pattern: /\b(?:os\.(?:system|popen)|subprocess\.(?:getoutput|getstatusoutput)|commands\.getoutput|create_subprocess_shell)\(/g,
    why: 'a shell command built from a variable or f-string: arguments can inject commands (pass a list without shell=True)',
    languages: ['python'],
    accept: (match, line) => !firstArgumentIsPlain(line.slice(match.index + match[0].length)),
  },
  {
    pattern: /(?<![\w.])(?:eval|exec)\(\s{0,20}(?![rRbBuU]{0,2}["'])/g,
    why: '`eval`/`exec` runs text as Python code; arguments in it become code',
    languages: ['python'],
  },
  // Node
  {
    pattern: /(?:\bchild_process\.|\bcp\.|(?<![\w$.]))(?:exec|execSync)\(\s{0,20}(?:`[^`]{0,500}\$\{|[^,)`]{0,300}?\+)/g,
    why: '`exec` runs its text in a shell; a template literal or `+` splices arguments into the command (use execFile with an argument list)',
    languages: ['node'],
  },
  {
    pattern: /(?<![\w$.])(?:eval\(\s{0,20}(?!["'])|new\s{1,10}Function\()/g,
    why: '`eval`/`new Function` runs text as JavaScript; arguments in it become code',
    languages: ['node'],
  },
  // Any language: an interpreter's -c fed with a non-literal (`["bash", "-c", f"…"]`, `spawn('sh', ['-c', cmd])`)
  {
    pattern:
      /["'](?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh["']\s{0,20},\s{0,20}\[?\s{0,20}["']-[A-Za-z]{0,10}c["']\s{0,20},\s{0,20}(?!(?:[rRbB]?"[^"{$]{0,500}"|[rRbB]?'[^'{$]{0,500}')\s{0,20}[\]),])/g,
    why: 'a shell `-c` command built from a variable: arguments are parsed as shell code',
  },
]

export const commandPassthrough: FileRule = {
  rule: 'command-passthrough',
  check(file) {
    if (file.language === null) return []
    const language = file.language
    return scanLines(file, (line, index) => {
      const hit = firstMatch(line, PATTERNS, language)
      if (hit) return hit
      if (language === 'python' || language === 'unknown') {
        PYTHON_SHELL_CALL.lastIndex = 0
        for (let match = PYTHON_SHELL_CALL.exec(line); match !== null; match = PYTHON_SHELL_CALL.exec(line)) {
          const args = callWindow(file, index, match.index + match[0].length)
          if (SHELL_TRUE.test(args) && !firstArgumentIsPlain(args)) {
            return { index: match.index, why: '`shell=True` with a built command string: arguments can inject shell commands (pass a list instead)' }
          }
        }
      }
      if (language === 'node' || language === 'unknown') {
        const spawn = /\b(?:spawn|spawnSync|execFile|execFileSync)\(/.exec(line)
        if (spawn) {
          const args = callWindow(file, index, spawn.index + spawn[0].length)
          const shell = /\bshell\s{0,10}:\s{0,10}true\b/.exec(args)
          if (shell) {
            // Whatever is left once literals and option keys are gone is data reaching the shell.
            const data = args
              .slice(0, shell.index)
              .replace(/"[^"\n]{0,500}"|'[^'\n]{0,500}'/g, '')
              .replace(/[A-Za-z_$][\w$]{0,100}\s{0,10}:/g, '')
            if (/[A-Za-z_$`]/.test(data)) {
              return { index: spawn.index, why: '`shell: true` joins the arguments into a shell command: data in them can inject commands' }
            }
          }
        }
      }
      return null
    })
  },
}
