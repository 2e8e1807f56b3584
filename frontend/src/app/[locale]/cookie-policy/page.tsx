import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { cookiePolicy } from '@/content/legal/cookies'

export const metadata: Metadata = {
  title: cookiePolicy.title,
  description: cookiePolicy.description,
  alternates: { canonical: '/cookie-policy' },
}

export default function CookiePolicyPage() {
  return <LegalDocument document={cookiePolicy} />
}
