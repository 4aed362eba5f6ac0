/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder per checkout or helper run (NEXT_DIST_DIR), so parallel e2e runs never share one.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Native SQLite bindings stay outside the bundle.
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3'],
  poweredByHeader: false,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          // Imported Markdown is rendered without raw HTML; this is the second fence if that ever fails.
          { key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'" },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'same-origin' },
        ],
      },
    ]
  },
}

export default nextConfig
