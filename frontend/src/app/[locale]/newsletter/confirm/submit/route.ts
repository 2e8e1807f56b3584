import { postToCms } from '@/lib/cms/readerPost'
import { linkActionRoute } from '../../linkActionRoute'

/** The confirmation page's button without the script (the POST the CMS documents). */
export const POST = linkActionRoute('/newsletter/confirm', (token) =>
  postToCms('/api/newsletter/confirm', {
    contentType: 'application/json',
    content: JSON.stringify({ token }),
  }),
)
