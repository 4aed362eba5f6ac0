import { describe, expect, it } from 'vitest'
import { fileTypeOf, languageOf, textOf } from './file-kind'

describe('file kinds', () => {
  it('maps extensions to Monaco languages', () => {
    expect(['a.md', 'a.yml', 'a.yaml', 'a.json', 'a.sh', 'a.bash', 'a.py', 'a.mjs', 'a.cjs', 'a.js', 'a.ts', 'a.txt', 'Makefile'].map(languageOf)).toEqual([
      'markdown', 'yaml', 'yaml', 'json', 'shell', 'shell', 'python', 'javascript', 'javascript', 'javascript', 'typescript', 'plaintext', 'plaintext',
    ])
  })

  it('names binary types from the extension', () => {
    expect(fileTypeOf('assets/logo.PNG')).toBe('PNG image')
    expect(fileTypeOf('assets/data.xyz')).toBe('XYZ file')
    expect(fileTypeOf('LICENSE')).toBe('File without extension')
  })

  it('treats NUL bytes and invalid UTF-8 as binary', () => {
    expect(textOf(new TextEncoder().encode('héllo'))).toBe('héllo')
    expect(textOf(new Uint8Array([104, 0, 105]))).toBeNull()
    expect(textOf(new Uint8Array([0xc3, 0x28]))).toBeNull()
  })
})
