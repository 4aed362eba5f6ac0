import { firstMatch, inMessage, isScratchPath, mentionsTemp, nonFlagWords, scanLines, type FileRule, type LinePattern } from '../rule'

/** A shell command's arguments: the text after it up to the end of the command (bounded). */
function commandArgs(match: RegExpExecArray, line: string): string {
  let rest = line.slice(match.index + match[0].length, match.index + match[0].length + 500)
  // A command inside quotes (`trap 'rm -rf "$tmp"' EXIT`, `"rm -rf " + x`) ends at the closing quote.
  const opener = match[0].charAt(0)
  if (opener === "'" || opener === '"') {
    const close = rest.indexOf(opener)
    if (close !== -1) rest = rest.slice(0, close)
  }
  const end = rest.search(/[;&|)`\n]|\$\(/)
  return end === -1 ? rest : rest.slice(0, end)
}

/** A call's first argument, roughly: the text up to the first `)` or `,`. */
function firstArg(match: RegExpExecArray, line: string): string {
  const rest = line.slice(match.index + match[0].length, match.index + match[0].length + 300)
  const end = rest.search(/[),]/)
  return end === -1 ? rest : rest.slice(0, end)
}

/** `rm -rf "$tmp"`, `mv /tmp/a /tmp/b`: every path is a temporary one. */
const onlyTempPaths = (match: RegExpExecArray, line: string): boolean => {
  const words = nonFlagWords(commandArgs(match, line))
  return words.length > 0 && words.every(mentionsTemp)
}

/** `["rm", "-rf", tmpdir]`: every item after the command is a flag or a temporary path. */
const onlyTempListItems = (match: RegExpExecArray, line: string): boolean => {
  const rest = line.slice(match.index + match[0].length, match.index + match[0].length + 500)
  const end = rest.indexOf(']')
  const words = nonFlagWords(end === -1 ? rest : rest.slice(0, end))
  return words.length > 0 && words.every(mentionsTemp)
}

/** `chmod +x /tmp/tool`, `cp x /tmp/y`: the last word (the target) is temporary. */
const tempTarget = (match: RegExpExecArray, line: string): boolean => {
  const words = nonFlagWords(commandArgs(match, line))
  const last = words[words.length - 1]
  return last !== undefined && mentionsTemp(last)
}

const ABSOLUTE = /^(?:\/|~\/|\$\{?HOME\b)/

/** A command whose target is an absolute path outside /tmp (or the home directory). */
const writesOutsideTmp =
  (which: 'last' | 'any') =>
  (match: RegExpExecArray, line: string): boolean => {
    const words = nonFlagWords(commandArgs(match, line))
    const targets = which === 'last' ? words.slice(-1) : words
    return targets.some((word) => ABSOLUTE.test(word) && !isScratchPath(word))
  }

/** The path in capture group `group` is absolute and not under /tmp. */
const pathOutsideTmp =
  (group: number) =>
  (match: RegExpExecArray): boolean => {
    const path = match[group] ?? ''
    return ABSOLUTE.test(path) && !isScratchPath(path)
  }

const notTempCall = (match: RegExpExecArray, line: string): boolean => !mentionsTemp(firstArg(match, line))

/** curl options that send a body or use a changing method: `-X POST`, `-d @f`, `-sd x`, `--json`. */
const CURL_SENDS =
  /[ \t](?:-X[ \t]{0,5}|--request[ \t=]{1,5})["']?(?:POST|PUT|PATCH|DELETE|post|put|patch|delete)\b|[ \t](?:--data(?:-raw|-binary|-urlencode|-ascii)?|--form|--upload-file|--json)\b|[ \t]-[A-Za-z]{0,8}[dFT](?=[ \t"'=]|$)/
const WGET_SENDS = /--post-data|--post-file|--body-data|--method[ \t=]{1,5}["']?(?:POST|PUT|PATCH|DELETE|post|put|patch|delete)/

/** Start of a shell command word: line start or a separator, never inside a name (`docker run --rm`, `os.rm`). */
const CMD = '(?:^|[\\s;&|({`"\'])'

const PATTERNS: readonly LinePattern[] = [
  // Deleting, moving, changing modes and owners
  {
    pattern: new RegExp(`${CMD}(?:rm|rmdir|shred|unlink)[ \\t]{1,20}(?=[-\\w"'$/.~*{])`, 'g'),
    why: 'deletes files, which a read-tier skill should not do (set skillyard.tier: change if it must)',
    accept: (match, line) => !onlyTempPaths(match, line),
  },
  {
    pattern: new RegExp(`${CMD}mv[ \\t]{1,20}(?=[-\\w"'$/.~*{])`, 'g'),
    why: 'moves files, which a read-tier skill should not do (set skillyard.tier: change if it must)',
    accept: (match, line) => !onlyTempPaths(match, line),
  },
  {
    pattern: /["'](?:rm|mv|rmdir|chmod|chown|kill|pkill|killall|dd|shred)["']\s{0,10},/g,
    why: 'runs a file-changing or process-killing command, which a read-tier skill should not do',
    accept: (match, line) => !onlyTempListItems(match, line),
  },
  {
    pattern: new RegExp(`${CMD}dd[ \\t]{1,20}`, 'g'),
    why: '`dd of=…` overwrites a file or device, which a read-tier skill should not do',
    accept: (match, line) => /(?:^|\s)of=["']?(?!\/tmp\/|\/dev\/null\b)/.test(commandArgs(match, line)),
  },
  {
    pattern: new RegExp(`${CMD}(?:chmod|chown|chgrp|chattr)[ \\t]{1,20}`, 'g'),
    why: 'changes file modes or owners, which a read-tier skill should not do',
    accept: (match, line) => !tempTarget(match, line),
  },
  {
    pattern: new RegExp(`${CMD}(?:kill|pkill|killall)[ \\t]{1,20}(?!-0\\b)(?=[-\\w$"'%])`, 'g'),
    why: 'kills processes, which a read-tier skill should not do',
  },
  {
    pattern: /\bsystemctl[ \t]{1,20}(?:--?[\w-]{1,30}[ \t]{1,20}){0,3}(?!status\b|show\b|list-|is-|cat\b|help\b)[a-z]/g,
    why: '`systemctl` changes services, which a read-tier skill should not do',
  },
  {
    pattern: /\bservice[ \t]{1,20}[\w@.-]{1,100}[ \t]{1,20}(?:start|stop|restart|reload)\b/g,
    why: '`service … start/stop` changes services, which a read-tier skill should not do',
  },
  {
    pattern: /\bsed[ \t]{1,20}(?:-[A-Za-z]{1,10}[ \t]{1,20}){0,4}(?:-[A-Za-z]{0,10}i|--in-place)/g,
    why: '`sed -i` edits files in place, which a read-tier skill should not do',
  },
  // Package managers
  {
    pattern:
      /(?:^|[^\w.-])(?:apt-get|apt|aptitude|yum|dnf|zypper|apk|brew|snap|port)[ \t]{1,20}(?:-[\w-]{1,30}[ \t]{1,20}){0,4}(?:install|reinstall|remove|purge|upgrade|update|autoremove|uninstall|erase|add|del|dist-upgrade|full-upgrade|tap)\b/g,
    why: 'installs or removes system packages, which a read-tier skill should not do',
  },
  {
    pattern:
      /\bpip[0-9.]{0,4}[ \t]{1,20}(?:-[\w-]{1,30}[ \t]{1,20}){0,3}(?:install|uninstall)\b|-m[ \t]{1,20}pip[ \t]{1,20}(?:install|uninstall)\b|\b(?:npm|pnpm)[ \t]{1,20}(?:install|i|add|uninstall|remove|rm|ci|update|link)\b|\byarn[ \t]{1,20}(?:add|install|remove|global)\b|\b(?:gem|cargo|go)[ \t]{1,20}install\b/g,
    why: 'installs packages, which changes the system (and needs the network)',
  },
  {
    pattern: /\bgit[ \t]{1,20}(?:-C[ \t]{1,20}\S{1,300}[ \t]{1,20})?(?:commit|push|reset|clean|rm|mv|merge|rebase|checkout|switch|stash(?![ \t]{1,20}(?:list|show)\b)|am|apply|cherry-pick|revert|restore)\b/g,
    why: 'changes a git repository, which a read-tier skill should not do',
  },
  // HTTP requests that send or change data
  {
    pattern: /\bcurl\b/g,
    why: 'sends data with curl (POST/PUT/DELETE or a body), which can change things elsewhere',
    accept: (match, line) => CURL_SENDS.test(commandArgs(match, line)),
  },
  {
    pattern: /\bwget\b/g,
    why: 'sends data with wget, which can change things elsewhere',
    accept: (match, line) => WGET_SENDS.test(commandArgs(match, line)),
  },
  {
    pattern: /\b(?:requests|httpx|session|client|axios|http)\.(?:post|put|patch|delete)\(/g,
    why: 'sends a POST/PUT/PATCH/DELETE request, which can change things elsewhere',
  },
  {
    pattern: /\bmethod\s{0,10}[:=]\s{0,10}["'`](?:POST|PUT|PATCH|DELETE)["'`]/gi,
    why: 'sends a POST/PUT/PATCH/DELETE request, which can change things elsewhere',
  },
  {
    pattern: /\b(?:DROP[ \t]{1,20}(?:TABLE|DATABASE|INDEX|VIEW|SCHEMA)|DELETE[ \t]{1,20}FROM|INSERT[ \t]{1,20}INTO|UPDATE[ \t]{1,20}\w{1,100}[ \t]{1,20}SET|TRUNCATE[ \t]{1,20}TABLE|ALTER[ \t]{1,20}TABLE)\b/g,
    why: 'runs SQL that changes a database, which a read-tier skill should not do',
  },
  // Writes outside /tmp
  {
    pattern: /(?:^|[^<>=-])(?:[0-9]|&)?>>?\|?[ \t]{0,20}["']?((?:\/|~\/|\$\{?HOME\b)[^\s;|&)"'<>]{0,300})/g,
    why: 'redirects output to a file outside /tmp, which a read-tier skill should not write',
    languages: ['shell'],
    accept: pathOutsideTmp(1),
    evenInMessages: true,
  },
  {
    pattern: new RegExp(`${CMD}(?:tee|touch|mkdir|truncate)[ \\t]{1,20}`, 'g'),
    why: 'writes a file outside /tmp, which a read-tier skill should not do',
    accept: writesOutsideTmp('any'),
  },
  {
    pattern: new RegExp(`${CMD}(?:cp|ln|install|rsync)[ \\t]{1,20}`, 'g'),
    why: 'copies or links into a path outside /tmp, which a read-tier skill should not write',
    accept: writesOutsideTmp('last'),
  },
  {
    pattern:
      /\bopen\(\s{0,20}[rRbBuU]{0,2}(["'])((?:\/|~\/)[^"'\n]{0,300})\1\s{0,20},\s{0,20}(?:mode\s{0,10}=\s{0,10})?(["'])[rbt]{0,2}[waxWAX+][a-zA-Z+]{0,3}\3/g,
    why: 'opens a file outside /tmp for writing, which a read-tier skill should not do',
    languages: ['python'],
    accept: pathOutsideTmp(2),
  },
  {
    pattern:
      /\bPath\(\s{0,20}[rRbBuU]{0,2}(["'])((?:\/|~\/)[^"'\n]{0,300})\1\s{0,20}\)\.(?:write_text|write_bytes|touch|mkdir|unlink|rmdir|chmod|rename|replace|open\(\s{0,10}["'][rbt]{0,2}[wax+])/g,
    why: 'writes or changes a file outside /tmp, which a read-tier skill should not do',
    languages: ['python'],
    accept: pathOutsideTmp(2),
  },
  {
    pattern: /\b(?:os\.(?:remove|unlink|rmdir|removedirs|rename|renames|replace|chmod|chown|lchown|kill|killpg|truncate|symlink|link)|shutil\.(?:rmtree|move|chown))\(/g,
    why: 'deletes, moves or changes files or processes, which a read-tier skill should not do',
    languages: ['python'],
    accept: notTempCall,
  },
  {
    pattern: /\bos\.(?:makedirs|mkdir)\(\s{0,20}[rRuU]?(["'])((?:\/|~\/)[^"'\n]{0,300})\1/g,
    why: 'creates a directory outside /tmp, which a read-tier skill should not do',
    languages: ['python'],
    accept: pathOutsideTmp(2),
  },
  {
    pattern: /\bshutil\.(?:copy|copy2|copyfile|copytree)\([^,()\n]{1,300},\s{0,20}[rRuU]?(["'])((?:\/|~\/)[^"'\n]{0,300})\1/g,
    why: 'copies into a path outside /tmp, which a read-tier skill should not do',
    languages: ['python'],
    accept: pathOutsideTmp(2),
  },
  {
    pattern:
      /(?:\bfs(?:\.promises)?\.|\bfsp\.|(?<![\w$.]))(?:writeFile|writeFileSync|appendFile|appendFileSync|createWriteStream|mkdir|mkdirSync)\(\s{0,20}(["'`])((?:\/|~\/)[^"'`\n]{0,300})\1/g,
    why: 'writes a file outside /tmp, which a read-tier skill should not do',
    languages: ['node'],
    accept: pathOutsideTmp(2),
  },
  {
    pattern: /(?:\bfs(?:\.promises)?\.|\bfsp\.)(?:open|openSync)\(\s{0,20}(["'`])((?:\/|~\/)[^"'`\n]{0,300})\1\s{0,20},\s{0,20}["'`][rs]?[wax+]/g,
    why: 'opens a file outside /tmp for writing, which a read-tier skill should not do',
    languages: ['node'],
    accept: pathOutsideTmp(2),
  },
  {
    pattern: /(?:\bfs(?:\.promises)?\.|\bfsp\.)(?:unlink|unlinkSync|rm|rmSync|rmdir|rmdirSync|rename|renameSync|chmod|chmodSync|chown|chownSync|truncate|truncateSync)\(|\bprocess\.kill\(/g,
    why: 'deletes, moves or changes files or processes, which a read-tier skill should not do',
    languages: ['node'],
    accept: notTempCall,
  },
]

export const readTierMutates: FileRule = {
  rule: 'read-tier-mutates',
  check(file, context) {
    if (file.language === null || context.settings.tier !== 'read') return []
    const language = file.language
    return scanLines(file, (line) => firstMatch(line, PATTERNS, language, inMessage))
  },
}
