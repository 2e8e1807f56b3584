import type { CollectionConfig } from 'payload'

import { editorsAndAdmins, nobody } from '@/access/roles'
import { followerHooks } from '@/federation/lazyHooks'

/**
 * Who follows the publication or an author from the social web, one entry per actor and follower,
 * written by the inbox. With follows held for approval (site settings), editors accept or refuse a
 * pending one here; removing an entry removes the follower (they are told with a Reject).
 */
export const FediverseFollowers: CollectionConfig = {
  slug: 'fediverse-followers',
  labels: { singular: 'Fediverse follower', plural: 'Fediverse followers' },
  admin: {
    useAsTitle: 'handle',
    defaultColumns: ['handle', 'actor', 'state', 'createdAt'],
    listSearchableFields: ['handle', 'name', 'follower'],
    group: 'Social web',
    description:
      'Accounts on Mastodon and other fediverse servers following the publication (actor "blockwise") or an author (their id).',
  },
  defaultSort: '-createdAt',
  access: {
    read: editorsAndAdmins,
    create: nobody,
    update: editorsAndAdmins,
    delete: editorsAndAdmins,
  },
  hooks: { afterChange: [followerHooks.afterChange], afterDelete: [followerHooks.afterDelete] },
  fields: [
    { name: 'actor', type: 'text', required: true, index: true, access: { update: () => false } },
    {
      name: 'follower',
      label: 'Follower (actor id)',
      type: 'text',
      required: true,
      index: true,
      access: { update: () => false },
    },
    { name: 'handle', type: 'text', access: { update: () => false } },
    { name: 'name', type: 'text', access: { update: () => false } },
    { name: 'inbox', type: 'text', required: true, access: { update: () => false } },
    { name: 'sharedInbox', type: 'text', access: { update: () => false } },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Waiting for approval' },
        { value: 'accepted', label: 'Following' },
      ],
    },
    { name: 'followActivity', type: 'text', required: true, access: { update: () => false } },
    { name: 'followKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
