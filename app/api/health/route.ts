// GET /api/health – liveness for scripts and load balancers; needs no credentials.
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ ok: true })
}
