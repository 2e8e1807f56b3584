import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
  NEWSLETTER_FIELD_MAX_LENGTH,
  normalizeEmail,
  newsletterSubscriptionSchema,
} from '@blockwise/shared'

import { editorsAndAdmins, serverOnlyField, subscriberReaders } from '@/access/roles'

import { statusByConfirmationOnly } from './statusByConfirmationOnly'

/** One row per address: emails are stored trimmed and lower-cased. */
const normalizeSubscription: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = normalizeEmail(data.email)
  if (data && typeof data.name === 'string') data.name = data.name.trim()
  return data
}

function checkName(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return NEWSLETTER_FIELDS_REQUIRED
  return value.trim().length <= NEWSLETTER_FIELD_MAX_LENGTH ? true : NEWSLETTER_FIELDS_TOO_LONG
}

/** The subscription form's rules for an address: required, then valid (≤ 254 characters). */
function checkEmail(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return NEWSLETTER_FIELDS_REQUIRED
  const parsed = newsletterSubscriptionSchema.shape.email.safeParse(value)
  return parsed.success ? true : (parsed.error.issues[0]?.message ?? NEWSLETTER_EMAIL_INVALID)
}

export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  labels: { singular: 'Subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'createdAt', 'confirmedAt'],
    listSearchableFields: ['email', 'name'],
    group: 'Newsletter',
    description:
      'Readers who asked for the weekly newsletter. Pending ones have not opened their confirmation link yet and are removed 48 hours after the latest one was sent; unsubscribing deletes the row. Preview and send the digest, and export this list as CSV, under Editorial › Newsletter.',
  },
  defaultSort: '-createdAt',
  // Readers subscribe through POST /api/newsletter/subscribe; the native API is for staff only,
  // and for keys with the subscribers:read scope to read. Editorial keys get none of it: a write's
  // answer (or its refusal of a taken address) would show addresses too. Staff may add someone
  // (pending, like any new address) or delete a subscriber on request (unsubscribing deletes the
  // row), never make one active: only the subscriber's own confirmation does.
  access: {
    read: subscriberReaders,
    create: editorsAndAdmins,
    update: editorsAndAdmins,
    delete: editorsAndAdmins,
  },
  hooks: { beforeValidate: [normalizeSubscription, statusByConfirmationOnly] },
  fields: [
    { name: 'name', type: 'text', required: true, validate: checkName },
    { name: 'email', type: 'email', required: true, unique: true, validate: checkEmail },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending confirmation' },
        { value: 'active', label: 'Active' },
      ],
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Only the subscriber’s own confirmation link makes a subscription active.',
      },
    },
    {
      name: 'confirmationSentAt',
      label: 'Confirmation link sent',
      type: 'date',
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The latest link; a pending subscriber is removed 48 hours after it.',
      },
    },
    {
      name: 'confirmedAt',
      label: 'Confirmed',
      type: 'date',
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
