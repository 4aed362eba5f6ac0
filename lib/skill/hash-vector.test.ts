import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { grantKey, skillHash } from './hash'
import { file } from './test-support'

/** The README's example: a two-file skill, its manifest and its hash. */
const SKILL_MD = '---\nname: hello-world\ndescription: Says hello.\n---\nSay hello.\n'
const HELLO_SH = '#!/bin/sh\necho hello\n'
const EXPECTED_HASH = '43212148380998cf1c613e5ff86bb24e9160dbc5fee3cc88dbce32394954ddeb'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

describe('skill hash test vector', () => {
  const files = [file('scripts/hello.sh', HELLO_SH, true), file('SKILL.md', SKILL_MD)]
  const manifest = `SKILL.md\0${sha256(SKILL_MD)}\nscripts/hello.sh\0${sha256(HELLO_SH)}\n`

  it('equals SHA-256 of the hand-written manifest', () => {
    expect(skillHash(files)).toBe(sha256(manifest))
  })

  it('equals what sha256sum computes from the same bytes', () => {
    const fileHash = (text: string) => execFileSync('sha256sum', { input: text }).toString().split(' ')[0] ?? ''
    const shellManifest = `SKILL.md\0${fileHash(SKILL_MD)}\nscripts/hello.sh\0${fileHash(HELLO_SH)}\n`
    expect(skillHash(files)).toBe(fileHash(shellManifest))
  })

  it('is the published value', () => {
    expect(skillHash(files)).toBe(EXPECTED_HASH)
    expect(grantKey('hello-world', EXPECTED_HASH)).toBe(`skill:hello-world@${EXPECTED_HASH.slice(0, 8)}`)
  })
})
