/**
 * Cookie-authenticated state changes must come from our own pages: the browser's Origin must
 * name this host, or (when a browser sends no Origin) Sec-Fetch-Site must say same-origin.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('host')
  const origin = request.headers.get('origin')
  if (origin) {
    try {
      return host !== null && new URL(origin).host === host
    } catch {
      return false
    }
  }
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
}
