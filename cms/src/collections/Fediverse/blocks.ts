import type { CollectionConfig } from 'payload'

import { editorsAndAdmins } from '@/access/roles'
import { normaliseBlockValue, validateBlockValue } from '@/federation/blockList'

/** Actors and whole servers whose activities the inbox drops before anything is stored. */
export const FediverseBlocks: CollectionConfig = {
  slug: 'fediverse-blocks',
  labels: { singular: 'Fediverse block', plural: 'Fediverse blocks' },
  admin: {
    useAsTitle: 'value',
    defaultColumns: ['kind', 'value', 'note', 'createdAt'],
    group: 'Social web',
    description:
      'Nothing from a blocked account or server is stored: no follow, like, boost or reply.',
  },
  access: {
    read: editorsAndAdmins,
    create: editorsAndAdmins,
    update: editorsAndAdmins,
    delete: editorsAndAdmins,
  },
  hooks: { beforeValidate: [normaliseBlockValue] },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'instance',
      options: [
        { value: 'instance', label: 'A whole server (its host name)' },
        { value: 'actor', label: 'One account (its actor id, https://…)' },
      ],
    },
    {
      name: 'value',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 500,
      validate: validateBlockValue,
    },
    { name: 'note', type: 'text', maxLength: 500 },
  ],
}
