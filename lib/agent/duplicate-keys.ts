/**
 * The path of the first object key that appears twice in a JSON text (`arguments.changes.write`),
 * or null. JSON.parse silently keeps the last of two equal keys; tool arguments are read "once
 * and strictly", so a repeated field must be refused, which needs the raw text.
 * Assumes `text` is valid JSON (call after JSON.parse succeeded).
 */
export function findDuplicateKey(text: string): string | null {
  type Frame = { kind: 'object'; keys: Set<string>; key: string | null } | { kind: 'array'; index: number }
  const stack: Frame[] = []
  const pathOf = (key: string) =>
    [...stack.map((frame) => (frame.kind === 'object' ? frame.key : String(frame.index))).slice(0, -1), key].filter((part) => part !== null).join('.')
  let expectKey = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '"') {
      let end = i + 1
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      const top = stack[stack.length - 1]
      if (expectKey && top?.kind === 'object') {
        const key = JSON.parse(text.slice(i, end + 1)) as string
        if (top.keys.has(key)) return pathOf(key)
        top.keys.add(key)
        top.key = key
        expectKey = false
      }
      i = end
    } else if (char === '{') {
      stack.push({ kind: 'object', keys: new Set(), key: null })
      expectKey = true
    } else if (char === '[') {
      stack.push({ kind: 'array', index: 0 })
    } else if (char === '}' || char === ']') {
      stack.pop()
    } else if (char === ',') {
      const top = stack[stack.length - 1]
      if (top?.kind === 'object') expectKey = true
      else if (top?.kind === 'array') top.index++
    }
  }
  return null
}
