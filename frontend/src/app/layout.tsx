import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SITE_NAME, SITE_TAGLINE } from '@blockwise/shared'

import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'

import './globals.css'

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_TAGLINE,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SiteHeader />
        <main className="container site-main">{children}</main>
        <SiteFooter />
      </body>
    </html>
  )
}
