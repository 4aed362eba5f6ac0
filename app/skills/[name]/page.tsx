import { notFound } from 'next/navigation'
import { SkillPage } from '@/components/skill-page/skill-page'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore, getSkillDetail } from '@/lib/store'
import { toPlain } from '@/lib/ui/skill-view'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ name: string }> }

export async function generateMetadata({ params }: Props) {
  return { title: decodeURIComponent((await params).name) }
}

/** The owner's page for one skill: loaded here, everything interactive in the SkillPage island. */
export default async function SkillRoute({ params }: Props) {
  const name = decodeURIComponent((await params).name)
  await requireOwnerPage(`/skills/${encodeURIComponent(name)}`)
  const skill = await getSkillDetail(defaultStore(), name).catch((error) => {
    if (isSkillyardError(error) && error.code === 'skill_not_found') notFound()
    throw error
  })
  return <SkillPage key={skill.name} initial={toPlain(skill)} />
}
