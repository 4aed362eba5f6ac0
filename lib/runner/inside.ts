import { resolve, sep } from 'node:path'

/**
 * True when `target` (resolved against `base`) is `base` itself or lies below it. Compared with
 * a trailing separator, so `/cache/abc` does not contain `/cache/abc-evil`. Purely lexical:
 * callers that care about symbolic links must not follow them (materialize.ts never does).
 */
export function isInside(base: string, target: string): boolean {
  const root = resolve(base)
  const full = resolve(root, target)
  if (full === root) return true
  return full.startsWith(root.endsWith(sep) ? root : root + sep)
}
