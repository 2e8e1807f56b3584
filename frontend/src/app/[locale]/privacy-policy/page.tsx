import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { privacyPolicy } from '@/content/legal/privacy'

export const metadata: Metadata = {
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  alternates: { canonical: '/privacy-policy' },
}

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />
}
