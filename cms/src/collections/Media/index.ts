import type { CollectionConfig, ImageSize } from 'payload'

import { anyone, isEditor } from '@/access/roles'
import { env } from '@/env'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

import { checkUploadedImage } from './hooks/checkUploadedImage'
import { IMAGE_MIME_TYPES } from './imageFormat'

const webp = (name: string, width: number): ImageSize => ({
  name,
  width,
  withoutEnlargement: true,
  formatOptions: { format: 'webp', options: { quality: 80 } },
})

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: { useAsTitle: 'alt' },
  // Articles carry their images' URLs and sizes.
  hooks: {
    // Content, size and pixel checks on every write path (SPEC §9).
    beforeOperation: [checkUploadedImage],
    afterChange: [revalidateAfterChange('articles')],
    afterDelete: [revalidateAfterDelete('articles')],
  },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: Object.values(IMAGE_MIME_TYPES),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    // Responsive variants for cards, article pages and social previews.
    imageSizes: [webp('thumbnail', 400), webp('card', 800), webp('hero', 1600)],
  },
  fields: [
    { name: 'alt', label: 'Alternative text', type: 'text', required: true },
    {
      name: 'credit',
      type: 'text',
      admin: { description: 'Who made the image, e.g. a photographer or "AI illustration".' },
    },
  ],
}
