import type { Metadata } from 'next'

import { ToolsOverview } from '@/tools/ToolsOverview'

export const metadata: Metadata = {
  title: 'Tools',
  description:
    'Free crypto education tools: a DeFi yield calculator, a crypto watchlist and a portfolio simulator.',
  alternates: { canonical: '/tools' },
}

export default function ToolsPage() {
  return <ToolsOverview />
}
