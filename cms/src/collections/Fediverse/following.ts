import type { CollectionConfig } from 'payload'

import { editorsAndAdmins, isAdmin, nobody } from '@/access/roles'
import { followingHooks } from '@/federation/lazyHooks'

/**
 * Accounts the publication follows on the social web: an admin adds one by its handle
 * (`@name@server`) or address, and the publication sends it a Follow; removing it unfollows. What a
 * bridge needs (Bridgy Fed bridges an account into Bluesky once it follows the bridge's account:
 * docs/fediverse.md#readers-on-bluesky).
 */
export const FediverseFollowing: CollectionConfig = {
  slug: 'fediverse-following',
  labels: { singular: 'Account followed', plural: 'Accounts followed' },
  admin: {
    useAsTitle: 'account',
    defaultColumns: ['account', 'state', 'createdAt'],
    group: 'Social web',
    description:
      'Accounts the publication (@blockwise) follows. Add @bsky.brid.gy@bsky.brid.gy to bridge the publication into Bluesky.',
  },
  access: { read: editorsAndAdmins, create: isAdmin, update: nobody, delete: isAdmin },
  hooks: {
    beforeChange: [followingHooks.beforeChange],
    afterChange: [followingHooks.afterChange],
    afterDelete: [followingHooks.afterDelete],
  },
  fields: [
    {
      name: 'account',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 500,
      admin: {
        description: 'A handle such as @bsky.brid.gy@bsky.brid.gy, or an account’s address.',
      },
    },
    { name: 'actor', label: 'Actor id', type: 'text', admin: { readOnly: true } },
    { name: 'inbox', type: 'text', admin: { hidden: true } },
    { name: 'sharedInbox', type: 'text', admin: { hidden: true } },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: [
        { value: 'requested', label: 'Asked, no answer yet' },
        { value: 'accepted', label: 'Following' },
        { value: 'rejected', label: 'Refused' },
      ],
      admin: { readOnly: true },
    },
    { name: 'followActivity', type: 'text', index: true, admin: { hidden: true } },
  ],
}
