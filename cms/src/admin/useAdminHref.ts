import { useConfig } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

/** Turns a path inside the admin into a link, wherever the admin is mounted (`/admin` by default). */
export function useAdminHref(): (path: `/${string}`) => string {
  const adminRoute = useConfig().config.routes.admin
  return (path) => formatAdminURL({ adminRoute, path })
}
