import '../zodInBrowsers'
import { z } from 'zod'

import { instantParam, totalParam } from './contract'
import { dateTimeString } from './dateTime'

/* The lists' `updatedSince` and `total`, and the changes feed: what a mirror keeps in step with (docs/api.md#sync). */

/** Changes a page of the feed holds at most, and without `limit`. */
const CHANGES_LIMIT_MAX = 200
const CHANGES_LIMIT_DEFAULT = 100

/** The longest cursor the feed reads; anything longer is refused unread (`Invalid cursor`). */
export const CHANGES_CURSOR_MAX_LENGTH = 100

/** `since=now`: no changes, and the cursor of the feed's head. */
export const CHANGES_SINCE_NOW = 'now'

const updatedSinceParam = instantParam.optional().meta({
  description: 'Only items updated at or after this instant (ISO 8601 date-time)',
})

/** Query of GET /api/tags and GET /api/authors. */
export const unpagedListQuerySchema = z.strictObject({
  updatedSince: updatedSinceParam,
  total: totalParam,
})

export const changesQuerySchema = z.strictObject({
  since: z.string().optional().meta({
    description:
      'Where to continue: the previous page’s `nextCursor` (or the `id` of the last change applied), or `now` for the head of the feed and no changes. Absent: from the oldest change kept',
  }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHANGES_LIMIT_MAX)
    .default(CHANGES_LIMIT_DEFAULT)
    .meta({ description: `How many changes a page holds: 1 to ${CHANGES_LIMIT_MAX}` }),
})
export type ChangesQuery = z.infer<typeof changesQuerySchema>

const CHANGE_RESOURCES = ['article', 'tag', 'author'] as const
const CHANGE_ACTIONS = ['published', 'updated', 'unpublished', 'deleted'] as const

const changeSchema = z
  .object({
    id: z.string().meta({
      description: 'Unique; also a cursor: `since=<id>` continues after this change',
    }),
    resource: z.enum(CHANGE_RESOURCES),
    action: z.enum(CHANGE_ACTIONS).meta({
      description:
        'Articles: what readers saw happen (a draft saved over a live article is no change). Tags and authors: `published` when created, `updated`, `deleted`',
    }),
    resourceId: z.string(),
    slug: z.string().meta({ description: 'The slug after the change (before it, for a removal)' }),
    at: dateTimeString().meta({ description: 'When the change’s transaction began' }),
  })
  .meta({ id: 'Change' })
export type ContentChange = z.infer<typeof changeSchema>

export const changesPageSchema = z
  .object({
    changes: z.array(changeSchema).meta({ description: 'Oldest first' }),
    nextCursor: z.string().meta({ description: 'Opaque: pass it as `since` for what follows' }),
    hasMore: z.boolean().meta({ description: 'Whether a further page is ready now' }),
  })
  .meta({ id: 'ChangesPage' })
export type ChangesPage = z.infer<typeof changesPageSchema>
