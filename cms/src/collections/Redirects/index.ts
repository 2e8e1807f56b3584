import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import { REDIRECT_PATH_MAX_LENGTH } from '@blockwise/shared/redirects/paths'
import type { CollectionConfig } from 'payload'

import { anyone, editorialCallers } from '@/access/roles'
import { redirectHookKeys } from '@/edge/redirectChangeKeys'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

import { trimRedirectPaths } from './trimRedirectPaths'
import { validateRedirectFrom, validateRedirectTo } from './redirectRules'

/**
 * Old addresses of the site and where they now lead: the site answers each `from` with a 301 to
 * its `to`. Renaming a live article, an author or a tag adds one (cms/src/redirects/); editors
 * add their own. Readers may list them (GET /api/redirects), as the site does.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    listSearchableFields: ['from', 'to'],
    description:
      'Old addresses of the site and where they lead now. Renaming a live article, an author or a tag adds one by itself.',
  },
  defaultSort: 'from',
  access: {
    read: anyone,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  hooks: {
    beforeValidate: [trimRedirectPaths],
    afterChange: [revalidateAfterChange(NEXT_TAG_OF_CHANGE.redirect, redirectHookKeys)],
    afterDelete: [revalidateAfterDelete(NEXT_TAG_OF_CHANGE.redirect, redirectHookKeys)],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      maxLength: REDIRECT_PATH_MAX_LENGTH,
      validate: validateRedirectFrom,
      admin: { description: 'The old address, a path of this site: /articles/old-slug' },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      index: true,
      maxLength: REDIRECT_PATH_MAX_LENGTH,
      validate: validateRedirectTo,
      admin: { description: 'Where readers go instead, a path of this site: /articles/new-slug' },
    },
  ],
}
