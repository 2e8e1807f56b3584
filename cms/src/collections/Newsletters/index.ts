import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
  NEWSLETTER_FIELD_MAX_LENGTH,
  normalizeEmail,
  newsletterSubscriptionSchema,
} from '@blockwise/shared'

import { isEditor } from '@/access/roles'

/** One row per address: emails are stored trimmed and lower-cased. */
const normalizeSubscription: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = normalizeEmail(data.email)
  if (data && typeof data.name === 'string') data.name = data.name.trim()
  return data
}

function checkField(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return NEWSLETTER_FIELDS_REQUIRED
  return value.trim().length <= NEWSLETTER_FIELD_MAX_LENGTH ? true : NEWSLETTER_FIELDS_TOO_LONG
}

function checkEmail(value: unknown): true | string {
  const field = checkField(value)
  if (field !== true) return field
  const parsed = newsletterSubscriptionSchema.shape.email.safeParse(value)
  return parsed.success ? true : NEWSLETTER_EMAIL_INVALID
}

export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  labels: { singular: 'Subscription', plural: 'Newsletter subscriptions' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'createdAt'] },
  defaultSort: '-createdAt',
  // Readers subscribe through POST /api/newsletter/subscribe; the native API is for staff only.
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeValidate: [normalizeSubscription] },
  fields: [
    { name: 'name', type: 'text', required: true, validate: checkField },
    { name: 'email', type: 'email', required: true, unique: true, validate: checkEmail },
  ],
}
