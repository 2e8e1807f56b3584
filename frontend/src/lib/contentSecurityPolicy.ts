/**
 * The Content-Security-Policy of every page. Pages are cached and served to every reader alike,
 * so a per-request nonce is impossible: Next's inline hydration scripts need 'unsafe-inline'.
 * What keeps stored content from running script is the sanitiser every piece of article HTML
 * goes through before it is rendered; this policy still confines scripts, connections, forms
 * and plugins to this origin, frames to this origin or https (the sandboxed ad), and lets no one
 * frame us — but for a preview, which the CMS's live preview (`framedBy`) may frame.
 */
export function contentSecurityPolicy(framedBy?: string): string {
  const development = process.env.NODE_ENV !== 'production'
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https:",
    framedBy ? `frame-ancestors 'self' ${framedBy}` : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
