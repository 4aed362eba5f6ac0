import { exportZip } from '../export/export-zip'
import { listSkills, readSkillFiles, type StoreContext } from '../store'

/** A zip of the named skills' current versions (all skills when `names` is omitted). */
export async function exportSkills(ctx: StoreContext, names?: string[]): Promise<Uint8Array> {
  const wanted = names ?? (await listSkills(ctx)).map((skill) => skill.name)
  const skills = await Promise.all(wanted.map(async (name) => ({ name, files: await readSkillFiles(ctx, name) })))
  return exportZip(skills)
}
