import Link from 'next/link'

/** `notFound()` from the skill page: the name is not (or no longer) a skill. */
export default function SkillNotFound() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <h1 className="text-xl font-semibold">No such skill</h1>
      <p className="mt-2 text-sm text-slate-600">It may have been deleted or renamed. The list shows every skill you have.</p>
      <Link href="/" className="mt-4 inline-block text-sm font-medium text-indigo-700 hover:underline">
        Back to the skills
      </Link>
    </div>
  )
}
