import type { CollectionConfig } from 'payload'

import { editorsAndAdmins, nobody } from '@/access/roles'
import { FEDIVERSE_INTERACTION_KINDS, FEDIVERSE_REPLY_STATES } from '@/federation/interactionKinds'

/**
 * Likes, boosts and replies that came back from the social web, per article, written by the inbox.
 * A reply is held ('pending') until an editor approves it; only approved replies reach the site.
 */
export const FediverseInteractions: CollectionConfig = {
  slug: 'fediverse-interactions',
  labels: { singular: 'Fediverse interaction', plural: 'Fediverse interactions' },
  admin: {
    useAsTitle: 'actorHandle',
    defaultColumns: ['kind', 'actorHandle', 'article', 'status', 'receivedAt'],
    listSearchableFields: ['actorHandle', 'actorName', 'content'],
    group: 'Social web',
    description:
      'Likes, boosts and replies from Mastodon and other fediverse servers. Replies wait here until an editor approves them.',
  },
  defaultSort: '-receivedAt',
  access: {
    read: editorsAndAdmins,
    create: nobody,
    update: editorsAndAdmins,
    delete: editorsAndAdmins,
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [...FEDIVERSE_INTERACTION_KINDS],
      access: { update: () => false },
    },
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'articles',
      required: true,
      index: true,
      access: { update: () => false },
    },
    {
      name: 'actor',
      label: 'Actor id',
      type: 'text',
      required: true,
      index: true,
      access: { update: () => false },
    },
    { name: 'actorHandle', type: 'text', access: { update: () => false } },
    { name: 'actorName', type: 'text', access: { update: () => false } },
    { name: 'activityId', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'objectUrl', label: 'Link', type: 'text', access: { update: () => false } },
    {
      name: 'content',
      label: 'Reply (sanitised HTML)',
      type: 'textarea',
      access: { update: () => false },
      admin: { condition: (data) => data?.kind === 'reply' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'approved',
      index: true,
      options: [...FEDIVERSE_REPLY_STATES],
      admin: {
        description:
          'Only approved replies appear under the article on the site; a rejected one is hidden from readers and kept here.',
      },
    },
    {
      name: 'receivedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      access: { update: () => false },
    },
  ],
}
