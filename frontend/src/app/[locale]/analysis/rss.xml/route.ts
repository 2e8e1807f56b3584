import { articleFeed } from '@/lib/seo/articleFeed'

// Built from the CMS (and SITE_URL) at request time, never at build time.
export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return articleFeed('analysis', '/analysis')
}
