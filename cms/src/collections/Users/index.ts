import type { CollectionConfig } from 'payload'

import { ROLES, adminField, adminOrSelf, isAdmin, isEditorOrAdminUser } from '@/access/roles'
import { env } from '@/env'

import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Brute force: five wrong passwords lock the account for fifteen minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // HttpOnly always (Payload's default). Secure in production and wherever the CMS is served
    // over HTTPS; browsers keep Secure cookies of http://localhost, so a local `npm start` works.
    cookies: { sameSite: 'Lax', secure: env.production || env.cmsUrl.startsWith('https://') },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  access: {
    admin: ({ req }) => isEditorOrAdminUser(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: value === 'admin' ? 'Admin' : 'Editor' })),
      access: { create: adminField, update: adminField },
      admin: { position: 'sidebar' },
    },
  ],
}
