import { firstMatch, inMessage, scanLines, type FileRule, type LinePattern } from '../rule'

const WHY = 'uses the network, but the skill declares none: set skillyard.network: allowlist and skillyard.allowed-domains, or the call fails in the sandbox'

const PATTERNS: readonly LinePattern[] = [
  // Commands (also inside Python/JavaScript strings handed to a shell)
  {
    pattern: /(?:^|[\s;&|({`"'])(?:curl|wget|nc|ncat|netcat|telnet|ssh|scp|sftp|ftp|ping|dig|nslookup)[ \t]{1,20}(?=[-\w"'$/.@{])/g,
    why: WHY,
  },
  { pattern: /\/dev\/(?:tcp|udp)\//g, why: WHY, languages: ['shell'] },
  {
    pattern: /\bgit[ \t]{1,20}(?:clone|fetch|pull|push|ls-remote|submodule[ \t]{1,20}update)\b/g,
    why: WHY,
  },
  {
    pattern: /\bpip[0-9.]{0,4}[ \t]{1,20}(?:-[\w-]{1,30}[ \t]{1,20}){0,3}(?:install|download)\b|\b(?:npm|pnpm|yarn)[ \t]{1,20}(?:install|i|add|ci)\b/g,
    why: WHY,
  },
  // Python
  {
    pattern:
      /\brequests\.(?:get|post|put|patch|delete|head|options|request|Session)\b|\bhttpx\.\w{1,30}\(|\baiohttp\.ClientSession\b|\burllib\.request\.\w|\burllib[23]\.\w|\burlopen\(|\bhttp\.client\b|\bsocket\.(?:socket|create_connection)\(|\b(?:ftplib|smtplib|paramiko|websockets?)\.\w/g,
    why: WHY,
    languages: ['python'],
  },
  // Node
  {
    pattern:
      /(?<![\w$.])fetch\(|\baxios(?:\.\w{1,20})?\(|\bhttps?\.(?:get|request)\(|\b(?:net|tls)\.(?:connect|createConnection)\(|\bnew\s{1,10}(?:net\.Socket|WebSocket|XMLHttpRequest)\b|\bdgram\.createSocket\(|\b(?:require\(\s{0,10}|from\s{1,10}|import\(\s{0,10})["'](?:node:)?(?:https?|http2|net|tls|dgram|undici|axios|node-fetch|ws)["']/g,
    why: WHY,
    languages: ['node'],
  },
]

export const networkUndeclared: FileRule = {
  rule: 'network-undeclared',
  check(file, context) {
    const { settings } = context
    if (file.language === null || settings.network !== 'none' || settings.allowedDomains.length > 0) return []
    const language = file.language
    return scanLines(file, (line) => firstMatch(line, PATTERNS, language, inMessage))
  },
}
