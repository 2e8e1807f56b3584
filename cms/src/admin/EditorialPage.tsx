import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'

import { isEditorOrAdminUser } from '@/access/roles'

interface Props {
  view: AdminViewServerProps
  /** The view's path inside the admin, where the login sends the editor back to. */
  path: `/${string}`
  children: ReactNode
}

/**
 * An editorial view inside the admin's chrome (navigation, header). Payload leaves custom views
 * open to anyone, so this sends visitors to the login and other accounts to "unauthorized".
 */
export function EditorialPage({ view, path, children }: Props) {
  const { initPageResult, params, searchParams } = view
  const { req, locale, permissions, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const { login, unauthorized } = req.payload.config.admin.routes
  if (!req.user) {
    const back = encodeURIComponent(formatAdminURL({ adminRoute, path }))
    redirect(`${formatAdminURL({ adminRoute, path: login })}?redirect=${back}`)
  }
  if (!isEditorOrAdminUser(req.user)) redirect(formatAdminURL({ adminRoute, path: unauthorized }))

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={view.user}
      // A copy: React 19 rejects the frozen original here, as Payload's own root view notes.
      visibleEntities={{
        collections: visibleEntities.collections,
        globals: visibleEntities.globals,
      }}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
