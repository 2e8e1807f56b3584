import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { requireEditor } from './requireEditor'
import type { EditorialView } from './views'

interface Props {
  viewProps: AdminViewServerProps
  view: EditorialView
  children: ReactNode
}

/** An editorial view inside the admin's chrome (navigation, header), for editors and admins only. */
export function EditorialPage({ viewProps, view, children }: Props) {
  const { initPageResult, params, searchParams } = viewProps
  const { req, locale, permissions, visibleEntities } = initPageResult
  requireEditor(req, view.path)

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
