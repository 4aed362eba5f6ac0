import type { FakeFiles, FakeRepo } from './fake-repo'

const skillMd = (name: string, description: string, body: string) => `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n`

/** Three skills under skills/, laid out like anthropics/skills. */
export const SAMPLE_MAIN: FakeFiles = {
  'README.md': '# Demo skills\n\nSkills for trying Skillyard\'s GitHub import.\n',
  'skills/pdf-summary/SKILL.md': skillMd(
    'pdf-summary',
    'Summarises a PDF into a one-page brief. Use when the user shares a PDF and asks what it says.',
    '# PDF summary\n\nRead the PDF, then write a brief with the headings in references/brief.md.',
  ),
  'skills/pdf-summary/references/brief.md': '# Brief\n\n- Purpose\n- Key facts\n- Open questions\n',
  'skills/csv-tools/SKILL.md': skillMd(
    'csv-tools',
    'Counts rows and columns of CSV files. Use when the user asks about the shape of a CSV file.',
    '# CSV tools\n\nRun `scripts/count.sh <file>`.',
  ),
  'skills/csv-tools/scripts/count.sh': { content: '#!/bin/sh\nset -eu\nwc -l < "$1"\n', mode: '100755' },
  'skills/release-notes/SKILL.md': skillMd(
    'release-notes',
    'Drafts release notes from a list of merged changes. Use when the user prepares a release.',
    '# Release notes\n\nGroup changes into Added, Changed and Fixed; see assets/template.md.',
  ),
  'skills/release-notes/assets/template.md': '## Added\n\n## Changed\n\n## Fixed\n',
}

/** The same repository on `release/v1`: an older release-notes skill only. */
export const SAMPLE_RELEASE_V1: FakeFiles = {
  'README.md': '# Demo skills (release v1)\n',
  'skills/release-notes/SKILL.md': skillMd(
    'release-notes',
    'Drafts release notes from merged changes (v1). Use when the user prepares a release.',
    '# Release notes v1\n\nList every change under one heading.',
  ),
}

/** `skillyard-demo/skills`: main with three skills, `release/v1`, and tags v1.0.0 (annotated) and v0.9 (lightweight). */
export function sampleRepo(): FakeRepo {
  return {
    owner: 'skillyard-demo',
    repo: 'skills',
    defaultBranch: 'main',
    branches: { main: SAMPLE_MAIN, 'release/v1': SAMPLE_RELEASE_V1 },
    tags: { 'v1.0.0': { branch: 'release/v1', annotated: true }, 'v0.9': { branch: 'main' } },
  }
}
