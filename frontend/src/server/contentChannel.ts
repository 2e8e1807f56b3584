/**
 * CONTENT_CHANGED_CHANNEL and SITE_CACHE_TAGS in shared/, spelt out because the site server's
 * bundle keeps packages external and Node cannot load shared/'s TypeScript (contentChannel.test.ts
 * keeps them equal), and the key of the CMS's global counter that numbers each announced change.
 */
export const CONTENT_CHANGED_CHANNEL = 'blockwise:content-changed'
export const CONTENT_GENERATION_KEY = 'blockwise:content-generation'
export const SITE_CACHE_TAGS = [
  'articles',
  'authors',
  'site-settings',
  'paths',
  'glossary',
] as const
