import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import { sitePathOf } from '@blockwise/shared/redirects/paths'
import type { CollectionConfig } from 'payload'

import { anyone, editorialCallers, serverOnlyField } from '@/access/roles'
import { tagChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { uniqueSlugFrom } from '@/hooks/uniqueSlug'
import { addressFollowsSlug } from '@/redirects/slugAddress'

import { attachUsage } from '../usage/attachUsage'
import { usageField } from '../usage/usageField'

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'count'] },
  defaultSort: 'name',
  access: {
    read: anyone,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  hooks: {
    beforeValidate: [uniqueSlugFrom('name')],
    // Articles show their tags' names.
    afterChange: [
      addressFollowsSlug(sitePathOf.tag),
      revalidateAfterChange(NEXT_TAG_OF_CHANGE.tag, tagChangeKeys),
    ],
    afterDelete: [revalidateAfterDelete(NEXT_TAG_OF_CHANGE.tag, tagChangeKeys)],
    // The list's Usage column, one statement a page.
    afterOperation: [attachUsage('tags')],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Leave empty to derive it from the name.' },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: 'One or two sentences for the tag’s page.' },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: { readOnly: true, description: 'Published articles carrying this tag.' },
    },
    // Deleting a tag in use removes it from its articles; the edit view says so beforehand.
    usageField,
  ],
}
