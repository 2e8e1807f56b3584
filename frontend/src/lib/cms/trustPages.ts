import { cache } from 'react'
import { z } from 'zod'

import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import { trustPageSchema, type TrustPage, type TrustPageSlug } from '@blockwise/shared/trustPages'

import { fetchCms } from './fetchJson'
import { trustPageQuery } from './trustPageQuery'

const foundSchema = z.object({ docs: z.array(trustPageSchema).max(1) })

/** The published trust page at `slug`, or null when the CMS has none (deduplicated within a render). */
export const getTrustPage = cache(
  async (slug: TrustPageSlug): Promise<TrustPage | null> =>
    (
      await fetchCms(trustPageQuery(slug), foundSchema, {
        tags: [NEXT_TAG_OF_CHANGE['trust page']],
      })
    ).docs[0] ?? null,
)
