/**
 * Plain JSON-like values built without ever touching a prototype. A frontmatter key such as
 * `__proto__` or `constructor` is stored as an own data property (defineProperty), so it stays
 * data and `({}).polluted` stays undefined. Consumers should copy these objects with spread
 * or structuredClone, never `Object.assign` (which would invoke the `__proto__` setter).
 */

export type PlainValue = string | number | boolean | null | PlainValue[] | { [key: string]: PlainValue }

export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function hasOwn(target: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(target, key)
}

/** Reads an own property only, so `metadata['constructor']` is never Object's constructor. */
export function getOwn(target: Record<string, unknown>, key: string): unknown {
  return hasOwn(target, key) ? target[key] : undefined
}

export class NonTextKeyError extends Error {}

/**
 * Converts what `yaml` produced with `mapAsMap: true` into plain objects and arrays. Every
 * occurrence gets its own copy, so an alias never makes two places share one object.
 */
export function toPlain(value: unknown): PlainValue {
  if (value instanceof Map) {
    const result: Record<string, PlainValue> = {}
    for (const [key, item] of value) {
      if (typeof key === 'object' && key !== null) throw new NonTextKeyError('mapping keys must be plain scalars')
      setOwn(result, String(key), toPlain(item))
    }
    return result
  }
  if (Array.isArray(value)) return value.map(toPlain)
  if (value instanceof Set) return [...value].map(toPlain)
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value)
  return String(value)
}

/** Structural equality of plain values (key order ignored). */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => plainEqual(item, b[i]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => hasOwn(b, key) && plainEqual(a[key], b[key]))
  }
  return false
}
