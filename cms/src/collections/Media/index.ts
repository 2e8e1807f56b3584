import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import type { CollectionConfig, ImageSize } from 'payload'

import { surrogateKey, surrogateKeyHeaders } from '@blockwise/shared'
import { API_RESOURCES } from '@blockwise/shared/cacheModel'

import { anyone, editorialCallers } from '@/access/roles'
import { env } from '@/env'
import { mediaChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

import { rerenderAfterMediaChange } from '../Articles/hooks/rerenderReferencingArticles'
import { attachUsage } from '../usage/attachUsage'
import { refuseDeleteWhileUsed } from '../usage/refuseDeleteWhileUsed'
import { usageField } from '../usage/usageField'
import { checkUploadedImage } from './hooks/checkUploadedImage'
import { IMAGE_MIME_TYPES } from './imageFormat'
import { answerMissingFile } from './missingFile'

/** How long browsers and the site's cache keep an image (the cache model's `media`). */
const MEDIA_CACHE_CONTROL = `public, max-age=${API_RESOURCES.media.edgeSeconds}`

const webp = (name: string, width: number): ImageSize => ({
  name,
  width,
  withoutEnlargement: true,
  formatOptions: { format: 'webp', options: { quality: 80 } },
})

const IMAGE_SIZES = [webp('thumbnail', 400), webp('card', 800), webp('hero', 1600)]

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: anyone,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  admin: { useAsTitle: 'alt' },
  // Articles carry their images' URLs and sizes.
  hooks: {
    // Content, size and pixel checks on every write path (docs/product.md#limits).
    beforeOperation: [checkUploadedImage],
    afterChange: [
      rerenderAfterMediaChange,
      revalidateAfterChange(NEXT_TAG_OF_CHANGE.image, mediaChangeKeys),
    ],
    beforeDelete: [refuseDeleteWhileUsed('media')],
    // The list's Usage column, one statement a page.
    afterOperation: [attachUsage('media')],
    afterDelete: [revalidateAfterDelete(NEXT_TAG_OF_CHANGE.image, mediaChangeKeys)],
  },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: Object.values(IMAGE_MIME_TYPES),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    // Responsive variants for cards, article pages and social previews.
    imageSizes: IMAGE_SIZES,
    // The bucket's handler (mediaStoragePlugin) answers a missing object 404 itself.
    handlers: env.objectStorage
      ? []
      : [
          answerMissingFile(
            env.mediaDir,
            IMAGE_SIZES.map(({ name }) => name),
          ),
        ],
    // Payload sends files without any caching header, so every page view fetched every image.
    // Keyed, so that an edge drops a changed or deleted image's files when the CMS purges.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      for (const [name, value] of Object.entries(surrogateKeyHeaders([surrogateKey.allMedia])))
        headers.set(name, value)
    },
  },
  fields: [
    { name: 'alt', label: 'Alternative text', type: 'text', required: true },
    {
      name: 'credit',
      type: 'text',
      admin: { description: 'Who made the image, e.g. a photographer or "AI illustration".' },
    },
    usageField,
  ],
}
