import '@blockwise/shared/zodInBrowsers'
import { useConfig } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { callApi } from '../api'

const mediaSchema = z.object({
  url: z.string().nullable().optional(),
  alt: z.string().nullable().optional(),
  sizes: z
    .looseObject({ card: z.object({ url: z.string().nullable().optional() }).optional() })
    .optional(),
})

/** An upload field's value: the image's id, or the image itself once Payload populated it. */
const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value !== '') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string')
    return value.id
  return null
}

/**
 * The image a social card shows, as the og-image picks it: the social image, else the featured
 * image; null while there is neither (the site then shows its branded placeholder).
 */
export function useCardImage(socialImage: unknown, featuredImage: unknown) {
  const { serverURL, routes } = useConfig().config
  const id = idOf(socialImage) ?? idOf(featuredImage)
  return useQuery({
    queryKey: ['seo-card-image', id],
    enabled: id !== null,
    queryFn: async () => {
      const media = await callApi(
        `${serverURL}${routes.api}/media/${encodeURIComponent(id ?? '')}?depth=0`,
        mediaSchema,
      )
      return { src: media.sizes?.card?.url ?? media.url ?? null, alt: media.alt ?? '' }
    },
  })
}
