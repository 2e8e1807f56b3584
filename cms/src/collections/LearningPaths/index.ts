import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import type { CollectionConfig } from 'payload'

import { PATH_LESSONS_MAX, PATH_LEVELS } from '@blockwise/shared/learningPaths/index'

import { anyone, editorialCallers } from '@/access/roles'
import { pathChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { uniqueSlugFrom } from '@/hooks/uniqueSlug'

import { validateLessons } from './validateLessons'

/** An ordered series of learn articles, shown at /learn/paths/{slug} and on each of its lessons. */
export const LearningPaths: CollectionConfig = {
  slug: 'paths',
  labels: { singular: 'Learning path', plural: 'Learning paths' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'level', 'updatedAt'] },
  defaultSort: 'title',
  access: {
    read: anyone,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  hooks: {
    beforeValidate: [uniqueSlugFrom('title')],
    afterChange: [revalidateAfterChange(NEXT_TAG_OF_CHANGE['learning path'], pathChangeKeys)],
    afterDelete: [revalidateAfterDelete(NEXT_TAG_OF_CHANGE['learning path'], pathChangeKeys)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Leave empty to derive it from the title.',
        components: { Field: '/admin/fields/DerivedField#DerivedTextField' },
      },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 1000,
      admin: {
        description: 'Two or three sentences: who the path is for and what they will learn.',
      },
    },
    {
      name: 'level',
      type: 'select',
      options: PATH_LEVELS.map((value) => ({
        value,
        label: value[0]?.toUpperCase() + value.slice(1),
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'lessons',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      required: true,
      maxRows: PATH_LESSONS_MAX,
      // Payload keeps a hasMany relationship's order (the `order` column of paths_rels).
      filterOptions: { articleType: { equals: 'learn' } },
      validate: validateLessons,
      admin: {
        description:
          'Learn articles, in reading order. Only published lessons show on the site; an unpublished one is skipped.',
        isSortable: true,
      },
    },
  ],
}
