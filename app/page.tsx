import { SkillBrowser } from '@/components/browser/skill-browser'
import { toBrowserSkill } from '@/components/browser/skill-query'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore, listSkills } from '@/lib/store'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// GET / – the skill browser: every skill in one query, then search, filters and sort run in the browser.
export default async function SkillsPage({ searchParams }: Props) {
  await requireOwnerPage(`/${await searchSuffix(searchParams)}`)
  const skills = (await listSkills(defaultStore())).map(toBrowserSkill)
  return <SkillBrowser skills={skills} />
}

/** The query string to come back to after signing in, so a shared filtered link survives the login. */
async function searchSuffix(searchParams: Props['searchParams']): Promise<string> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
