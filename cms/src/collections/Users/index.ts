import type { CollectionConfig } from 'payload'

import { ROLES, ROLE_LABELS, adminField, adminOrSelf, isAdmin, isStaffUser } from '@/access/roles'
import { env } from '@/env'

import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { guardCredentials } from './hooks/guardCredentials'
import { keepSchedulesOfDeletedUser } from './hooks/keepSchedulesOfDeletedUser'
import { forgetAttemptsOnLogin, throttlePasswordAttempts } from './hooks/throttlePasswordAttempts'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No lockout: it let anyone lock any account. Guessing is slowed per client instead
    // (hooks/throttlePasswordAttempts.ts), so a stranger cannot keep the owner out.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // HttpOnly always (Payload's default). Secure in production and wherever the CMS is served
    // over HTTPS; browsers keep Secure cookies of http://localhost, so a local `npm start` works.
    cookies: { sameSite: 'Lax', secure: env.production || env.cmsUrl.startsWith('https://') },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    // Payload lets any signed-in user unlock any account by default (GHSA-jg8r-5jh2-v2xj).
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [throttlePasswordAttempts, guardCredentials],
    beforeChange: [firstUserIsAdmin],
    afterLogin: [forgetAttemptsOnLogin],
    afterDelete: [keepSchedulesOfDeletedUser],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      // Asked for when an account changes its own email or password (hooks/guardCredentials.ts).
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: 'Current password (to change your email or password)',
      admin: {
        condition: (data, _siblingData, { user }) => Boolean(data.id) && data.id === user?.id,
        components: { Field: '/admin/account/CurrentPasswordField#CurrentPasswordField' },
      },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: adminField, update: adminField },
      admin: { position: 'sidebar' },
    },
  ],
}
