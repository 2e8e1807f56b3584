import type { Block } from 'payload'

import { VIDEO_HOST_NOT_ALLOWED, videoEmbedUrl } from '@blockwise/shared'

/**
 * A YouTube or Vimeo video in an article (docs/product.md#limits): editors paste any URL of the video, it is
 * stored in its embed form (keeping its start time), and other hosts are refused. Rendered as a
 * sandboxed, titled iframe; its header in the editor shows its title.
 */
export const VideoBlock: Block = {
  slug: 'video',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: {
    components: { Label: '/collections/Articles/richText/VideoBlockLabel#VideoBlockLabel' },
  },
  fields: [
    {
      name: 'url',
      label: 'YouTube or Vimeo URL',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && videoEmbedUrl(value) !== null ? true : VIDEO_HOST_NOT_ALLOWED,
      hooks: {
        beforeChange: [
          ({ value }: { value?: unknown }) =>
            typeof value === 'string' ? (videoEmbedUrl(value) ?? value) : value,
        ],
      },
    },
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      admin: { description: 'What the video is, for screen readers (e.g. "Interview with …").' },
    },
  ],
}
