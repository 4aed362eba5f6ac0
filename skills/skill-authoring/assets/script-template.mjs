#!/usr/bin/env node
// One-line summary of what this script does.
// Arguments (a JSON object on stdin, else in SKILLYARD_ARGS):
//   text   string, required      what it is
//   limit  integer 1-100, default 10
// Prints one JSON object on stdout. Bad arguments: exit 2 with "ERROR: ..." on stderr.
import { readFileSync } from 'node:fs'

const ALLOWED = new Set(['text', 'limit'])

function fail(message) {
  process.stderr.write(`ERROR: ${message}\n`)
  process.exit(2)
}

/** stdin if it holds anything, else SKILLYARD_ARGS, else {}. */
function readArgs() {
  let raw = ''
  if (!process.stdin.isTTY) {
    try {
      raw = readFileSync(0, 'utf8')
    } catch {
      raw = ''
    }
  }
  if (!raw.trim()) raw = process.env.SKILLYARD_ARGS ?? ''
  if (!raw.trim()) return {}
  let args
  try {
    args = JSON.parse(raw)
  } catch (error) {
    fail(`arguments must be a JSON object: ${error.message}`)
  }
  if (args === null || typeof args !== 'object' || Array.isArray(args)) fail('arguments must be a JSON object')
  return args
}

const args = readArgs()
const unknown = Object.keys(args).filter((key) => !ALLOWED.has(key))
if (unknown.length) fail(`unknown argument(s): ${unknown.join(', ')}; allowed: ${[...ALLOWED].join(', ')}`)
const { text, limit = 10 } = args
if (typeof text !== 'string' || !text.trim()) fail('"text" is required and must be a non-empty string')
if (!Number.isInteger(limit) || limit < 1 || limit > 100) fail('"limit" must be an integer from 1 to 100')

const words = text.split(/\s+/).filter(Boolean)
process.stdout.write(`${JSON.stringify({ words: words.length, first: words.slice(0, limit) }, null, 2)}\n`)
