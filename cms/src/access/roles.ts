import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type RequestUser = PayloadRequest['user']

function roleOf(user: RequestUser): Role | undefined {
  const role = user && 'role' in user ? user.role : undefined
  return ROLES.find((known) => known === role)
}

export function isEditorOrAdminUser(user: RequestUser): boolean {
  return roleOf(user) !== undefined
}

export function isAdminUser(user: RequestUser): boolean {
  return roleOf(user) === 'admin'
}

/** Editors and admins: everyone who works on the publication. */
export const isEditor: Access = ({ req }) => isEditorOrAdminUser(req.user)

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

export const anyone: Access = () => true

/** For records only the server writes (jobs, delivery logs). */
export const nobody: Access = () => false

/** Admins see every account; anyone else only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

export const anyoneField: FieldAccess = () => true

export const editorField: FieldAccess = ({ req }) => isEditorOrAdminUser(req.user)

export const adminField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** For values only the server derives (counters, status): no client may write them. */
export const serverOnlyField: FieldAccess = () => false
