import { createServerFeature } from '@payloadcms/richtext-lexical'

/** Registers DropRemoteImagesOnPaste.tsx with an editor. */
export const DropRemoteImagesOnPasteFeature = createServerFeature({
  key: 'dropRemoteImagesOnPaste',
  feature: {
    ClientFeature: '/admin/richText/DropRemoteImagesOnPaste#DropRemoteImagesOnPasteFeature',
  },
})
