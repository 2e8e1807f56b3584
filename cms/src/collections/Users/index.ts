import type { CollectionConfig } from 'payload'

import { ROLES, adminField, adminOrSelf, isAdmin, isEditorOrAdminUser } from '@/access/roles'

import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
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
