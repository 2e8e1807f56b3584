import type { CollectionConfig } from 'payload'

import { editorialCallers } from '@/access/roles'

import { refuseWhileGenerating } from './hooks/refuseWhileGenerating'

/** AI generations where the text or the image is still missing; the article stays a draft. */
export const IncompleteArticles: CollectionConfig = {
  slug: 'incomplete-articles',
  labels: { singular: 'Incomplete article', plural: 'Incomplete articles' },
  admin: {
    useAsTitle: 'articleTitle',
    defaultColumns: ['articleTitle', 'claudeArticleSaved', 'googleImageSaved', 'createdAt'],
    // Editors work in the "Incomplete articles" monitor (Editorial); the raw collection keeps its
    // routes (record links, the list and edit views) but leaves the navigation and dashboard.
    group: false,
  },
  defaultSort: '-createdAt',
  access: {
    read: editorialCallers,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  hooks: { beforeDelete: [refuseWhileGenerating] },
  fields: [
    {
      name: 'articleId',
      label: 'Article',
      type: 'relationship',
      relationTo: 'articles',
      required: true,
      index: true,
    },
    { name: 'articleTitle', type: 'text', required: true },
    {
      name: 'claudeArticleSaved',
      label: 'Claude Article Saved',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'googleImageSaved',
      label: 'Google Image Saved',
      type: 'checkbox',
      defaultValue: false,
    },
    { name: 'imagePrompt', type: 'textarea' },
    {
      name: 'lastError',
      label: 'Last error',
      type: 'textarea',
      admin: { readOnly: true, description: 'Why the last generation attempt failed.' },
    },
  ],
}
