import { cache } from 'react'
import { z } from 'zod'

import { SITE_NAME, SITE_TAGLINE } from '@blockwise/shared'
import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'

import { fetchCms } from './fetchJson'

const siteSettingsSchema = z.object({
  siteName: z.string().catch(SITE_NAME),
  tagline: z.string().catch(SITE_TAGLINE),
  adFrameUrl: z.string().nullish(),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

/** Site name, tagline and ad frame from the CMS global editors can change. */
export const getSiteSettings = cache((): Promise<SiteSettings> =>
  fetchCms('/cms-api/globals/site-settings?depth=0', siteSettingsSchema, {
    tags: [NEXT_TAG_OF_CHANGE['site settings']],
    keepDecoded: true,
  }),
)
