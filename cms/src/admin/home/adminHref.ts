import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

export type AdminHref = (path: `/${string}`) => string

/** Links into the admin from a server component, wherever the admin is mounted. */
export function adminHrefOf(payload: Payload): AdminHref {
  const adminRoute = payload.config.routes.admin
  return (path) => formatAdminURL({ adminRoute, path })
}
