import '../zodInBrowsers'
import { z } from 'zod'

import { REDIRECT_PATH_MAX_LENGTH } from '../redirects/paths'

const sitePath = (description: string) =>
  z.string().startsWith('/').max(REDIRECT_PATH_MAX_LENGTH).meta({ description })

/** One redirect as GET /api/redirects lists it. */
export const redirectSchema = z
  .object({
    from: sitePath('The old address: a path of the site, answered with a 301'),
    to: sitePath('Where the 301 sends readers: a path of the site, never another site'),
  })
  .meta({ id: 'Redirect' })
export type Redirect = z.infer<typeof redirectSchema>

/** GET /api/redirects: every redirect, by `from`. */
export const redirectListSchema = z.array(redirectSchema)
