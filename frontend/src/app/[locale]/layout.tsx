import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { PageviewBeacon } from '@/components/analytics/PageviewBeacon'
import { AdBanner } from '@/components/chrome/AdBanner'
import { CookieConsent } from '@/components/chrome/CookieConsent'
import { IconSprite } from '@/components/icons/IconSprite'
import { ScrollToTop } from '@/components/chrome/ScrollToTop'
import { SiteFooter } from '@/components/chrome/SiteFooter'
import { SiteHeader } from '@/components/chrome/SiteHeader'
import { ToasterOnDemand } from '@/components/toast/ToasterOnDemand'
import { siteUrl } from '@/env'
import { getSiteSettings } from '@/lib/cms/siteSettings'
import { noPathsAtBuildTime, SITE_LOCALE } from '@/lib/siteLocale'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, tagline } = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${siteName}: crypto news and education`, template: `%s | ${siteName}` },
    description: tagline,
    applicationName: siteName,
    openGraph: { siteName, type: 'website', locale: 'en_GB' },
    twitter: { card: 'summary_large_image' },
    icons: { icon: '/images/logo.png' },
    alternates: { types: { 'application/rss+xml': '/rss.xml' } },
  }
}

export const viewport: Viewport = { themeColor: '#4338ca', width: 'device-width', initialScale: 1 }

export const generateStaticParams = noPathsAtBuildTime

interface RootLayoutProps {
  children: ReactNode
  params: Promise<{ locale: string }>
}

export default async function RootLayout({ children, params }: RootLayoutProps) {
  const { locale } = await params
  if (locale !== SITE_LOCALE) notFound()
  const settings = await getSiteSettings()
  return (
    <html lang={locale}>
      <body>
        <IconSprite />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ScrollToTop />
        <SiteHeader siteName={settings.siteName} />
        <main id="main" className="container site-main">
          {children}
        </main>
        <SiteFooter siteName={settings.siteName} tagline={settings.tagline} />
        <CookieConsent />
        <AdBanner adFrameUrl={settings.adFrameUrl ?? null} />
        <ToasterOnDemand />
        <PageviewBeacon />
      </body>
    </html>
  )
}
