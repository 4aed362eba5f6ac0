import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/** Migrates one template database with the real `prisma migrate deploy`; store tests copy it. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillyard-template-'))
  const file = path.join(dir, 'template.db')
  const result = spawnSync(path.resolve('node_modules/.bin/prisma'), ['migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`prisma migrate deploy failed:\n${result.stdout}\n${result.stderr}`)
  project.provide('templateDatabase', file)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
  }
}
