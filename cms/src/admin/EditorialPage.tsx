import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'

import { isEditorOrAdminUser } from '@/access/roles'

import type { EditorialView } from './views'

interface Props {
  viewProps: AdminViewServerProps
  view: EditorialView
  children: ReactNode
}

/**
 * An editorial view inside the admin's chrome (navigation, header). Payload leaves custom views
 * open to anyone, so this sends visitors to the login and other accounts to "unauthorized".
 */
export function EditorialPage({ viewProps, view, children }: Props) {
  const { initPageResult, params, searchParams } = viewProps
  const { req, locale, permissions, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const { login, unauthorized } = req.payload.config.admin.routes
  if (!req.user) {
    const back = encodeURIComponent(formatAdminURL({ adminRoute, path: view.path }))
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
      user={viewProps.user}
      // A copy: React 19 rejects the frozen original here, as Payload's own root view notes.
      visibleEntities={{
        collections: visibleEntities.collections,
        globals: visibleEntities.globals,
      }}
    >
      <SetStepNav nav={[{ label: view.title }]} />
      {/* Payload's template has no main landmark of its own. */}
      <Gutter>
        <main>{children}</main>
      </Gutter>
    </DefaultTemplate>
  )
}
