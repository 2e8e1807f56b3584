import { unsubscribeApiPath } from '@/components/newsletter/unsubscribeApiPath'
import { postToCms } from '@/lib/cms/readerPost'

import { fieldOf } from '../../formPost'
import { linkActionRoute } from '../../linkActionRoute'

/** The unsubscribe page's button without the script: the RFC 8058 one-click POST. */
export const POST = linkActionRoute('/newsletter/unsubscribe', (token, fields) =>
  postToCms(unsubscribeApiPath(token, fieldOf(fields, 'issue')), {
    contentType: 'application/x-www-form-urlencoded',
    content: 'List-Unsubscribe=One-Click',
  }),
)
