import { describe, expect, it } from 'vitest'
import { fileUrl } from './skill-api'

describe('fileUrl', () => {
  it('encodes each path segment and keeps the slashes', () => {
    expect(fileUrl('my-skill', 'references/a b#?.md', 'ab12')).toBe('/api/skills/my-skill/files/references/a%20b%23%3F.md?hash=ab12')
  })
})
