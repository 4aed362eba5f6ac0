/**
 * Where strict JSON (RFC 8259, what JSON.parse accepts) first goes wrong in `text`, as a
 * UTF-16 offset, or null when the text is valid JSON. Node 20's JSON.parse gives no position
 * for some errors ("Unexpected token ']', "[1,]" is not valid JSON"), so the editor needs its
 * own answer to "where". Iterative, so absurd nesting cannot overflow the stack.
 */
export function jsonErrorOffset(text: string): number | null {
  let i = 0
  const containers: Array<'{' | '['> = []

  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? 'x')) i += 1
  }
  const isDigit = (at: number) => {
    const c = text.charCodeAt(at)
    return c >= 48 && c <= 57
  }
  const digits = (): boolean => {
    if (!isDigit(i)) return false
    while (isDigit(i)) i += 1
    return true
  }
  // Each reader advances `i`; on false, `i` is where the error is.
  const readString = (): boolean => {
    i += 1 // opening quote
    while (i < text.length) {
      const c = text.charCodeAt(i)
      if (c === 0x22) {
        i += 1
        return true
      }
      if (c < 0x20) return false
      if (c === 0x5c) {
        const escape = text[i + 1]
        if (escape === 'u') {
          for (let k = 2; k < 6; k += 1) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k
              return false
            }
          }
          i += 6
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
          i += 2
        } else {
          i += 1
          return false
        }
      } else {
        i += 1
      }
    }
    return false
  }
  const readNumber = (): boolean => {
    if (text[i] === '-') i += 1
    if (text[i] === '0') i += 1
    else if (!digits()) return false
    if (text[i] === '.') {
      i += 1
      if (!digits()) return false
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i += 1
      if (text[i] === '+' || text[i] === '-') i += 1
      if (!digits()) return false
    }
    return true
  }
  const readWord = (word: string): boolean => {
    for (const char of word) {
      if (text[i] !== char) return false
      i += 1
    }
    return true
  }

  let state: 'value' | 'key' | 'after' = 'value'
  for (;;) {
    skipSpace()
    const c = text[i]
    if (state === 'value') {
      if (c === '{' || c === '[') {
        i += 1
        skipSpace()
        if (text[i] === (c === '{' ? '}' : ']')) {
          i += 1
          state = 'after'
        } else {
          containers.push(c)
          state = c === '{' ? 'key' : 'value'
        }
        continue
      }
      let ok: boolean
      if (c === '"') ok = readString()
      else if (c === '-' || isDigit(i)) ok = readNumber()
      else if (c === 't') ok = readWord('true')
      else if (c === 'f') ok = readWord('false')
      else if (c === 'n') ok = readWord('null')
      else return i
      if (!ok) return i
      state = 'after'
    } else if (state === 'key') {
      if (c !== '"' || !readString()) return i
      skipSpace()
      if (text[i] !== ':') return i
      i += 1
      state = 'value'
    } else {
      const open = containers[containers.length - 1]
      if (open === undefined) return i < text.length ? i : null
      if (c === ',') {
        i += 1
        state = open === '{' ? 'key' : 'value'
      } else if (c === (open === '{' ? '}' : ']')) {
        i += 1
        containers.pop()
      } else {
        return i
      }
    }
  }
}
