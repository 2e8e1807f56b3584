import type { CollectionConfig } from 'payload'

import { hasControlCharacters } from '@blockwise/shared'

import { editorialCallers, editorsAndAdmins, nobody, serverOnlyField } from '@/access/roles'
import { emitIssueSent } from '@/webhooks/newsletterEvents'

import { guardIssueChanges } from './guardIssueChanges'
import { ISSUE_STATUSES } from './issueStates'
import { ISSUE_ARTICLES_MAX, validateIssueArticles } from './validateIssueArticles'

const SUBJECT_MAX = 150
const INTRO_MAX = 2000
const serverOnly = { create: serverOnlyField, update: serverOnlyField }

/** A subject: required, one line (a line break would end up in the mail's header), ≤ 150. */
function checkSubject(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'The issue needs a subject'
  if (hasControlCharacters(value)) return 'The subject is one line of plain text'
  return value.length <= SUBJECT_MAX ? true : `A subject has at most ${SUBJECT_MAX} characters`
}

/** An intro: optional plain text, line breaks allowed but no other control character, ≤ 2,000. */
function checkIntro(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' || hasControlCharacters(value.replace(/[\t\r\n]/g, '')))
    return 'The intro is plain text'
  return value.length <= INTRO_MAX ? true : `An intro has at most ${INTRO_MAX} characters`
}

/**
 * One weekly digest. The server proposes it as a draft from the week's articles; editors and
 * admins curate it (articles and their order, subject, intro) and approve it; the send job sends
 * exactly that, once, and records what went out to how many.
 */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'week', 'status', 'recipients', 'sent', 'sentAt'],
    group: 'Newsletter',
    description:
      'Each week’s digest is proposed a day before its send time. Check its articles, order, subject and intro, then mark it Approved: only an approved issue is sent.',
  },
  defaultSort: '-createdAt',
  // Approving a mail to every subscriber is a person's decision: no integration key scope changes
  // an issue (editorial keys read them).
  access: { read: editorialCallers, create: nobody, update: editorsAndAdmins, delete: nobody },
  hooks: { beforeChange: [guardIssueChanges], afterChange: [emitIssueSent] },
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: SUBJECT_MAX,
      validate: checkSubject,
    },
    {
      name: 'intro',
      type: 'textarea',
      maxLength: INTRO_MAX,
      validate: checkIntro,
      admin: {
        description:
          'Plain text after the greeting. A blank line starts a new paragraph; no markup or links.',
      },
    },
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      required: true,
      maxRows: ISSUE_ARTICLES_MAX,
      // Payload keeps a hasMany relationship's order (the `order` column of its _rels table).
      filterOptions: { published: { equals: true } },
      validate: validateIssueArticles,
      admin: {
        description: 'Published articles, in the order readers get them. Drag to reorder.',
        isSortable: true,
      },
    },
    {
      name: 'mailPreview',
      type: 'ui',
      admin: { components: { Field: '/admin/newsletter/IssueMailPreview#IssueMailPreview' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: [...ISSUE_STATUSES],
      // People choose between waiting and approved; the send sets the rest.
      filterOptions: ({ options, req, data }) =>
        req.user && (data.status === 'draft' || data.status === 'approved')
          ? options.filter((option) =>
              ['draft', 'approved'].includes(typeof option === 'string' ? option : option.value),
            )
          : options,
      admin: {
        position: 'sidebar',
        description: 'Approved: it goes at the scheduled day and hour (or on Send now).',
      },
    },
    {
      name: 'approvedBy',
      type: 'relationship',
      relationTo: 'users',
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'approvedAt',
      type: 'date',
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'week',
      type: 'text',
      required: true,
      unique: true,
      access: { update: serverOnlyField },
      admin: { position: 'sidebar', readOnly: true, description: 'ISO week' },
    },
    {
      name: 'recipients',
      type: 'number',
      required: true,
      defaultValue: 0,
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sent',
      type: 'number',
      required: true,
      defaultValue: 0,
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sentAt',
      type: 'date',
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'openTracking',
      label: 'Counts opens',
      type: 'checkbox',
      defaultValue: false,
      access: serverOnly,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Whether the mail carried the open pixel: the site setting when the send started.',
      },
    },
    // The mail as sent, rendered when the send starts (its links tracked), with per-reader
    // placeholders, so a resumed send sends the same issue.
    { name: 'html', type: 'textarea', access: serverOnly, admin: { hidden: true } },
    { name: 'text', type: 'textarea', access: serverOnly, admin: { hidden: true } },
  ],
}
