import { postToCms } from '@/lib/cms/readerPost'
import { linkActionRoute } from '../../linkActionRoute'

/** The unsubscribe page's button without the script: the RFC 8058 one-click POST. */
export const POST = linkActionRoute('/newsletter/unsubscribe', (token) =>
  postToCms(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    contentType: 'application/x-www-form-urlencoded',
    content: 'List-Unsubscribe=One-Click',
  }),
)
