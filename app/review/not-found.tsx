import Link from 'next/link'

/** A draft or plan that is not (or no longer) there: decided, deleted or never made. */
export default function ReviewNotFound() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Not in the review queue</h1>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">There is no draft or edit plan here. It may have been deleted, or the link is wrong.</p>
      <Link href="/review" className="mt-4 inline-block text-sm font-medium text-indigo-700 hover:underline">
        Back to Needs review
      </Link>
    </div>
  )
}
