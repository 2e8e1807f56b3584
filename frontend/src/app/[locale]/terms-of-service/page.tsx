import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { termsOfService } from '@/content/legal/terms'

export const metadata: Metadata = {
  title: termsOfService.title,
  description: termsOfService.description,
  alternates: { canonical: '/terms-of-service' },
}

export default function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />
}
