#!/usr/bin/env node
// Runs the TypeScript CLI (lib/cli/main.ts) through tsx's ESM loader, so the CLI works
// without building the web app. The repository's tsconfig is named explicitly so a
// tsconfig in the caller's working directory never changes how our code is compiled.
// lib/cli, lib/skill and lib/fs use relative imports only.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })
const { main } = await import('../lib/cli/main.ts')
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
})
