import { describe, expect, it } from 'vitest'
import { ACCEPTED_FORMS, isValidRefName, parseGitHubUrl } from './parse-github-url'
import { rejection } from './test-support'

describe('parseGitHubUrl', () => {
  it.each([
    ['owner/repo', { owner: 'owner', repo: 'repo', path: '' }],
    ['  anthropics/skills  ', { owner: 'anthropics', repo: 'skills', path: '' }],
    ['https://github.com/anthropics/skills', { owner: 'anthropics', repo: 'skills', path: '' }],
    ['https://github.com/anthropics/skills.git', { owner: 'anthropics', repo: 'skills', path: '' }],
    ['https://github.com/anthropics/skills/', { owner: 'anthropics', repo: 'skills', path: '' }],
    ['https://github.com/anthropics/skills.git/', { owner: 'anthropics', repo: 'skills', path: '' }],
    ['http://www.github.com/anthropics/skills', { owner: 'anthropics', repo: 'skills', path: '' }],
    ['github.com/openai/skills', { owner: 'openai', repo: 'skills', path: '' }],
    ['https://github.com/openai/skills?tab=readme#top', { owner: 'openai', repo: 'skills', path: '' }],
    ['https://github.com/o/r/tree/main', { owner: 'o', repo: 'r', refAndPath: ['main'] }],
    ['https://github.com/o/r/tree/main/', { owner: 'o', repo: 'r', refAndPath: ['main'] }],
    ['https://github.com/openai/skills/tree/main/skills/.curated', { owner: 'openai', repo: 'skills', refAndPath: ['main', 'skills', '.curated'] }],
    ['https://github.com/o/r/tree/release/v1/skills/pdf', { owner: 'o', repo: 'r', refAndPath: ['release', 'v1', 'skills', 'pdf'] }],
    ['https://github.com/o/r/blob/main/skills/pdf/SKILL.md', { owner: 'o', repo: 'r', refAndPath: ['main', 'skills', 'pdf'] }],
    ['https://github.com/o/r/blob/main/skill.md', { owner: 'o', repo: 'r', refAndPath: ['main'] }],
    ['https://github.com/o/r/tree/main/skills/my%20skill', { owner: 'o', repo: 'r', refAndPath: ['main', 'skills', 'my skill'] }],
    ['o/r/tree/main/skills', { owner: 'o', repo: 'r', refAndPath: ['main', 'skills'] }],
  ])('reads %s', (input, expected) => {
    expect(parseGitHubUrl(input)).toEqual(expected)
  })

  it('lets an explicit ref override the one in the URL', () => {
    expect(parseGitHubUrl('owner/repo', 'release/v1')).toEqual({ owner: 'owner', repo: 'repo', ref: 'release/v1', path: '' })
    expect(parseGitHubUrl('https://github.com/o/r/tree/main/skills', ' v2 ')).toEqual({
      owner: 'o',
      repo: 'r',
      ref: 'v2',
      refAndPath: ['main', 'skills'],
    })
    expect(parseGitHubUrl('owner/repo', '')).toEqual({ owner: 'owner', repo: 'repo', path: '' })
  })

  it.each([
    ['', 'it is empty'],
    ['owner', 'the repository name is missing'],
    ['owner/', 'the repository name is missing'],
    ['/repo', 'the owner is missing'],
    ['https://github.com/', 'the owner is missing'],
    ['https://github.com//repo', 'the owner is missing'],
    ['https://gitlab.com/o/r', "'gitlab.com' is not github.com"],
    ['https://github.com.evil.example/o/r', 'is not github.com'],
    ['gitlab.com/o/r', 'looks like a host'],
    ['ftp://github.com/o/r', "'ftp://' addresses are not supported"],
    ['https://github.com/o/r/issues/1', 'only links to a folder'],
    ['https://github.com/o/r/tree', 'the branch, tag or commit'],
    ['https://github.com/o/r/tree/main/../secrets', "'..'"],
    ['https://github.com/o/r/tree/main/%2e%2e/x', "'..'"],
    ['https://github.com/o/r/tree/main//x', 'empty'],
    ['https://github.com/o/r/tree/main/a%5Cb', 'not allowed'],
    ['https://github.com/o/r/tree/main/a%0Ab', 'not allowed'],
    ['https://github.com/o/r/tree/main/%zz', 'percent-encoding'],
    ['https://github.com/o/r/blob/main/README.md', 'must point at a SKILL.md'],
    ['https://github.com/o/r/blob/SKILL.md', 'the branch, tag or commit'],
    ['-owner/repo', 'not a GitHub user'],
    ['own_er/repo', 'not a GitHub user'],
    ['owner/re po', 'not a GitHub repository name'],
    ['owner/..', 'not a GitHub repository name'],
  ])('refuses %j', async (input, reason) => {
    const error = await rejection(Promise.resolve().then(() => parseGitHubUrl(input)), 'github_url_invalid')
    expect(error.message).toContain(reason)
    expect(error.message).toContain(ACCEPTED_FORMS)
  })

  it.each(['bad..ref', 'has space', 'a//b', '/lead', 'trail/', 'x.lock', 'a~1', 'a^', 'a:b', '.hidden', '@', 'x@{1}'])(
    'refuses the explicit ref %j',
    async (ref) => {
      expect(isValidRefName(ref)).toBe(false)
      await rejection(Promise.resolve().then(() => parseGitHubUrl('o/r', ref)), 'github_url_invalid')
    },
  )

  it.each(['main', 'release/v1', 'feature/x-y_z.2', 'v1.0.0', '0123456789abcdef0123456789abcdef01234567'])('accepts the ref %j', (ref) => {
    expect(isValidRefName(ref)).toBe(true)
  })
})
