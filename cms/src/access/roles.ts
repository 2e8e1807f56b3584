import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Admins run the publication (accounts, site settings, integrations, webhooks); editors review,
 * publish and edit everything editorial; contributors write their own drafts and submit them for
 * review (access/articleAccess.ts).
 */
export const ROLES = ['admin', 'editor', 'contributor'] as const
type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  contributor: 'Contributor',
}

export const INTEGRATION_SCOPES = ['read', 'editorial', 'subscribers:read', 'analytics'] as const
type IntegrationScope = (typeof INTEGRATION_SCOPES)[number]

type RequestUser = PayloadRequest['user']

/** Only people's accounts have a role: an integration key never passes a role check. */
function roleOf(user: RequestUser): Role | undefined {
  if (user?.collection !== 'users') return undefined
  return ROLES.find((known) => known === user.role)
}

/** The scope of an integration key (`Authorization: integrations API-Key …`); none for people. */
function scopeOf(user: RequestUser): IntegrationScope | undefined {
  if (user?.collection !== 'integrations' || user.revokedAt) return undefined
  return INTEGRATION_SCOPES.find((known) => known === user.scope)
}

/** A caller with an integration key that is not revoked, whatever its scope. */
export function isIntegration(user: RequestUser): boolean {
  return scopeOf(user) !== undefined
}

/** Anyone with a role: the people who may sign in to the admin panel. */
export function isStaffUser(user: RequestUser): boolean {
  return roleOf(user) !== undefined
}

/** Editors and admins: the people who review and publish (previews, schedules, the editorial views). */
export function isEditorOrAdminUser(user: RequestUser): boolean {
  const role = roleOf(user)
  return role === 'editor' || role === 'admin'
}

/** A contributor: writes their own drafts, never publishes (access/articleAccess.ts). */
export function isContributorUser(user: RequestUser): boolean {
  return roleOf(user) === 'contributor'
}

export function isAdminUser(user: RequestUser): boolean {
  return roleOf(user) === 'admin'
}

/**
 * Who may work on the content (see drafts, write articles, media, tags and authors, make the
 * editors' /api calls): editors, admins and integration keys with the editorial scope.
 */
export function canUseEditorialCalls(user: RequestUser): boolean {
  return isEditorOrAdminUser(user) || scopeOf(user) === 'editorial'
}

/** Editors, admins and editorial integration keys (canUseEditorialCalls). */
export const editorialCallers: Access = ({ req }) => canUseEditorialCalls(req.user)

/**
 * Who may read the newsletter's subscribers (names and addresses): editors, admins and keys with
 * the subscribers:read scope, which may do nothing else editorial. Not editorial keys: an app that
 * works on the content has no need of readers' addresses.
 */
export function canReadSubscribers(user: RequestUser): boolean {
  return isEditorOrAdminUser(user) || scopeOf(user) === 'subscribers:read'
}

/** Editors, admins and subscribers:read integration keys (canReadSubscribers). */
export const subscriberReaders: Access = ({ req }) => canReadSubscribers(req.user)

/**
 * Who may read the analytics reports (page views, sources, searches, the newsletter's clicks; no
 * reader's identity): editors, admins and keys with the analytics scope, which may do nothing else.
 */
export function canReadAnalytics(user: RequestUser): boolean {
  return isEditorOrAdminUser(user) || scopeOf(user) === 'analytics'
}

/** Editors and admins, never an integration key. */
export const editorsAndAdmins: Access = ({ req }) => isEditorOrAdminUser(req.user)

/** Admins, and never an integration key. */
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

export const anyone: Access = () => true

/** For records only the server writes (jobs, delivery logs). */
export const nobody: Access = () => false

/** Admins see every account; other people only their own; integration keys none. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false
}

export const anyoneField: FieldAccess = () => true

/** Editors, admins and editorial integration keys (canUseEditorialCalls). */
export const editorialCallersField: FieldAccess = ({ req }) => canUseEditorialCalls(req.user)

export const adminField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** For values only the server derives (counters, status): no client may write them. */
export const serverOnlyField: FieldAccess = () => false
