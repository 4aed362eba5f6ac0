import { describe, expect, it } from 'vitest'
import { readHostLayout } from './bwrap-args'
import { findProgram, readShebang, resolveInterpreter } from './interpreter'
import { errorCode, utf8 } from './test-support'

const layout = readHostLayout()
const resolve = (path: string, text: string) => resolveInterpreter({ path, bytes: utf8(text) }, layout)
const python = findProgram('python3', layout) as string
const node = findProgram('node', layout) as string
const bash = findProgram('bash', layout) as string

describe('resolveInterpreter', () => {
  it('finds bash, python3 and node in the sandbox PATH, never through the server PATH (pyenv shims, nvm)', () => {
    for (const program of [python, node, bash]) expect(program).toMatch(/^\/(usr\/(local\/)?)?bin\//)
  })

  it.each([
    ['scripts/a.sh', 'bash'],
    ['scripts/a.bash', 'bash'],
    ['scripts/a.py', 'python3'],
    ['scripts/a.js', 'node'],
    ['scripts/a.mjs', 'node'],
    ['scripts/a.cjs', 'node'],
  ])('runs %s with %s (by extension, even with another #! line)', (path, name) => {
    const chosen = resolve(path, '#!/bin/sh\n')
    expect(chosen.source).toBe('extension')
    expect(chosen.command[0]).toBe(findProgram(name, layout))
  })

  it('runs Python with -B -E -s (not -I, which would hide sibling modules) and limits its address space', () => {
    expect(resolve('scripts/a.py', '')).toEqual({ command: [python, '-B', '-E', '-s'], source: 'extension', limitAddressSpace: true })
  })

  it('does not limit the address space of node (V8 reserves it), only its data', () => {
    expect(resolve('scripts/a.js', '').limitAddressSpace).toBe(false)
  })

  it.each([
    ['#!/bin/sh\necho hi\n', ['/bin/sh']],
    ['#!/bin/bash -eu\n', ['/bin/bash', '-eu']],
    ['#! /usr/bin/env python3\n', [python, '-B', '-E', '-s']],
    ['#!/usr/bin/env node\r\n', [node]],
    ['#!/usr/bin/env -S python3 -u\n', [python, '-B', '-E', '-s', '-u']],
  ])('reads the #! line %j', (text, command) => {
    expect(resolve('tool', text)).toMatchObject({ command, source: 'shebang' })
  })

  it.each([
    ['no extension and no #! line', 'tool', 'echo hi\n'],
    ['an unknown extension', 'scripts/a.rb', 'puts 1\n'],
    ['a relative interpreter', 'tool', '#!python3\n'],
    ['an interpreter outside the system folders', 'tool', `#!${process.cwd()}/node_modules/.bin/tsx\n`],
    ['a missing interpreter', 'tool', '#!/usr/bin/no-such-interpreter\n'],
    ['a missing program after env', 'tool', '#!/usr/bin/env no-such-program\n'],
    ['env options other than -S', 'tool', '#!/usr/bin/env -i python3\n'],
  ])('refuses %s with script_failed', async (_label, path, text) => {
    expect(await errorCode(Promise.resolve().then(() => resolve(path, text)))).toBe('script_failed')
  })
})

describe('readShebang', () => {
  it.each([
    ['#!/bin/sh\n', '/bin/sh'],
    ['#!/bin/sh', '/bin/sh'],
    ['#!\n', null],
    ['# not a shebang\n', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(readShebang(utf8(text))).toBe(expected)
  })
})
