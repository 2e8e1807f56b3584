import { redirect } from 'next/navigation'
import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isEditorOrAdminUser } from '@/access/roles'

/**
 * Payload leaves custom views open to anyone: this sends visitors of an editorial view to the login
 * (and back to `path` after it) and other accounts to "unauthorized".
 */
export function requireEditor(req: PayloadRequest, path: `/${string}`): void {
  const adminRoute = req.payload.config.routes.admin
  const { login, unauthorized } = req.payload.config.admin.routes
  if (!req.user) {
    const back = encodeURIComponent(formatAdminURL({ adminRoute, path }))
    redirect(`${formatAdminURL({ adminRoute, path: login })}?redirect=${back}`)
  }
  if (!isEditorOrAdminUser(req.user)) redirect(formatAdminURL({ adminRoute, path: unauthorized }))
}
