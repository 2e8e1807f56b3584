// JavaScript beside next.config.mjs, which imports it: a TypeScript import would make Next load SWC.
import process from 'node:process'

/**
 * The Content-Security-Policy of the CMS: Payload's admin, the /api contract, the native API and
 * the media files. The admin is a Next app with inline hydration scripts and inline styles, so
 * both need 'unsafe-inline'; what it may load, connect to, submit to or be framed by is confined
 * to this origin. Images and frames are the exceptions: the digest preview shows the site's
 * images, and the articles' live preview frames the site's pages, from the site's origin, which is
 * runtime configuration while these headers are fixed at build time. (What the site lets frame it
 * is the site's own policy: only the CMS, only for a preview.)
 */
/** @returns {string} */
function contentSecurityPolicy() {
  const development = process.env.NODE_ENV !== 'production'
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self' http: https:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * The headers of every answer of the CMS, the admin's pages and files included (its server sends
 * the build's files itself, src/server/main.ts).
 * @returns {{ key: string, value: string }[]}
 */
export function everyAnswersHeaders() {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    },
  ]
}

/** next.config `headers()`: every answer Next sends. */
export function securityHeaders() {
  return [{ source: '/:path*', headers: everyAnswersHeaders() }]
}
