#!/usr/bin/env node
// Count characters, words, sentences, lines and paragraphs in a text, estimate reading time
// and list the most frequent words.
// Arguments (JSON object on stdin, else in SKILLYARD_ARGS):
//   text              string, required               the text to measure
//   top               integer 0-50, default 10       how many frequent words to list
//   min_word_length   integer 1-20, default 3        shorter words are left out of top_words
//   stopwords         boolean, default true          leave common English words out of top_words
//   words_per_minute  integer 50-1000, default 230   reading speed for reading_minutes
// Prints one JSON object on stdout; bad arguments exit 2 with "ERROR: ..." on stderr.
import { readFileSync } from 'node:fs'

const MAX_TEXT_CHARS = 1_000_000
const MAX_WORD_CHARS = 60
const ALLOWED_ARGS = new Set(['text', 'top', 'min_word_length', 'stopwords', 'words_per_minute'])
// Han, Hiragana and Katakana are written without spaces, so each character counts as one word.
const CJK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-][\p{L}\p{M}\p{N}]+)*/gu
const SENTENCE_END = /[。！？]+|[.!?…]+(?=["'”’)\]]*(?:\s|$))/gu
const STOPWORDS = new Set(
  ('a about above after again all also am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if ' +
    'in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over ' +
    'own same she should so some such than that the their theirs them themselves then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves')
    .split(' '),
)

function fail(message) {
  process.stderr.write(`ERROR: ${message}\n`)
  process.exit(2)
}

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
    fail(`arguments are not a JSON object (${error.message}); send e.g. {"text": "Hello world."}`)
  }
  if (args === null || typeof args !== 'object' || Array.isArray(args)) fail('arguments must be a JSON object')
  return args
}

function integerArg(args, name, low, high, fallback) {
  const value = args[name] ?? fallback
  if (!Number.isInteger(value) || value < low || value > high) fail(`"${name}" must be an integer from ${low} to ${high}`)
  return value
}

const round = (x, places = 2) => Math.round(x * 10 ** places) / 10 ** places

function main() {
  const args = readArgs()
  const unknown = Object.keys(args).filter((key) => !ALLOWED_ARGS.has(key))
  if (unknown.length) fail(`unknown argument(s) ${unknown.join(', ')}; allowed: ${[...ALLOWED_ARGS].join(', ')}`)
  const { text } = args
  if (typeof text !== 'string') fail('"text" is required and must be a string, e.g. {"text": "Hello world."}')
  if (text.length > MAX_TEXT_CHARS) fail(`"text" is ${text.length} characters; the limit is ${MAX_TEXT_CHARS}`)
  const top = integerArg(args, 'top', 0, 50, 10)
  const minLength = integerArg(args, 'min_word_length', 1, 20, 3)
  const wordsPerMinute = integerArg(args, 'words_per_minute', 50, 1000, 230)
  const stopwords = args.stopwords ?? true
  if (typeof stopwords !== 'boolean') fail('"stopwords" must be true or false')

  const normalised = text.replace(/\r\n?/g, '\n')
  const lines = normalised === '' ? [] : normalised.replace(/\n$/, '').split('\n')
  const words = normalised.replace(CJK, ' $1 ').match(WORD) ?? []
  const frequencies = new Map()
  let letters = 0
  let longestWord = ''
  for (const word of words) {
    const length = [...word].length
    letters += length
    if (length > [...longestWord].length) longestWord = word
    const key = word.toLowerCase()
    if (length >= minLength && !(stopwords && STOPWORDS.has(key))) frequencies.set(key, (frequencies.get(key) ?? 0) + 1)
  }
  let sentences = (normalised.match(SENTENCE_END) ?? []).length
  const tail = normalised.replace(/[\s"'”’)\]]+$/u, '')
  if (words.length && !/[.!?。！？…]$/u.test(tail)) sentences++

  let longestLine = { line: 0, characters: 0 }
  lines.forEach((line, i) => {
    const length = [...line].length
    if (length > longestLine.characters) longestLine = { line: i + 1, characters: length }
  })
  const codePoints = [...text].length
  const result = {
    characters: codePoints,
    characters_without_spaces: [...text.replace(/\s/gu, '')].length,
    bytes_utf8: Buffer.byteLength(text, 'utf8'),
    words: words.length,
    unique_words: new Set(words.map((word) => word.toLowerCase())).size,
    sentences,
    lines: lines.length,
    blank_lines: lines.filter((line) => !line.trim()).length,
    paragraphs: normalised.split(/\n\s*\n/).filter((block) => block.trim()).length,
    average_word_length: words.length ? round(letters / words.length) : 0,
    average_words_per_sentence: sentences ? round(words.length / sentences) : 0,
    longest_word: longestWord.length > MAX_WORD_CHARS ? `${longestWord.slice(0, MAX_WORD_CHARS)}…` : longestWord,
    longest_line: longestLine,
    reading_minutes: round(words.length / wordsPerMinute, 1),
  }
  if (top > 0) {
    result.top_words = [...frequencies.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, top)
      .map(([word, count]) => ({ word: word.length > MAX_WORD_CHARS ? `${word.slice(0, MAX_WORD_CHARS)}…` : word, count }))
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
}

main()
