import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import { sitePathOf } from '@blockwise/shared/redirects/paths'
import type {
  CollectionBeforeValidateHook,
  CollectionConfig,
  PayloadRequest,
  TextField,
} from 'payload'

import { anyone, editorialCallersField, editorialCallers } from '@/access/roles'
import { authorChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { uniqueSlugFrom } from '@/hooks/uniqueSlug'
import { addressFollowsSlug } from '@/redirects/slugAddress'
import type { Author } from '@/payload-types'

import { attachUsage } from '../usage/attachUsage'
import { refuseDeleteWhileUsed } from '../usage/refuseDeleteWhileUsed'
import { usageField } from '../usage/usageField'
import { checkAvatarPath } from './avatarPath'

const personaField = (name: string, label: string): TextField => ({ name, label, type: 'text' })

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

/** Initials are required but obvious: derive them from the name when left empty. */
const deriveInitials: CollectionBeforeValidateHook<Author> = ({ data, originalDoc }) => {
  if (data && !data.initials && !originalDoc?.initials && typeof data.name === 'string') {
    data.initials = initialsOf(data.name)
  }
  return data
}

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'originCountry'] },
  access: {
    read: anyone,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  hooks: {
    beforeValidate: [deriveInitials, uniqueSlugFrom('name')],
    afterChange: [
      addressFollowsSlug(sitePathOf.author),
      revalidateAfterChange(NEXT_TAG_OF_CHANGE.author, authorChangeKeys),
    ],
    beforeDelete: [refuseDeleteWhileUsed('authors')],
    // The list's Usage column, one statement a page.
    afterOperation: [attachUsage('authors')],
    afterDelete: [revalidateAfterDelete(NEXT_TAG_OF_CHANGE.author, authorChangeKeys)],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        description: 'The author’s page address. Leave empty to derive it from the name.',
        components: { Field: '/admin/fields/DerivedField#DerivedTextField' },
      },
    },
    {
      name: 'bio',
      type: 'textarea',
      maxLength: 2000,
      admin: { description: 'A few sentences for the author’s page.' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      access: { read: editorialCallersField },
    },
    {
      name: 'avatar',
      type: 'text',
      validate: (value: unknown, { req }: { req: PayloadRequest }) => checkAvatarPath(value, req),
      admin: {
        description:
          'One of the site’s avatars (e.g. avatars/maya-chen.svg) or an uploaded image as uploads/<its file name>',
      },
    },
    {
      name: 'avatarImage',
      label: 'Avatar image',
      type: 'upload',
      relationTo: 'media',
      // Any image, but one that exists: with filter options Payload checks the id (a 400, not
      // the foreign key's 500).
      filterOptions: () => true,
      admin: { description: 'Upload or choose a picture; shown instead of the avatar above.' },
    },
    {
      name: 'initials',
      type: 'text',
      required: true,
      maxLength: 4,
      admin: {
        description: 'Leave empty on a new author to take the first letters of the name.',
        components: { Field: '/admin/fields/DerivedField#DerivedTextField' },
      },
    },
    {
      name: 'color',
      type: 'text',
      required: true,
      defaultValue: '#4f46e5',
      validate: (value: unknown) =>
        typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
          ? true
          : 'Colour must be a hex value such as #4f46e5',
    },
    { name: 'age', type: 'number', min: 18, max: 120, admin: { step: 1 } },
    {
      type: 'collapsible',
      label: 'Writing persona',
      fields: [
        personaField('writingStyle', 'Writing style'),
        personaField('paragraphStyle', 'Paragraph style'),
        personaField('originCountry', 'Origin country'),
        personaField('politicalViewpoint', 'Political viewpoint'),
        personaField('nativeLanguage', 'Native language'),
        personaField('senseOfHumor', 'Sense of humor'),
        personaField('englishProficiency', 'English proficiency'),
      ],
    },
    usageField,
  ],
}
