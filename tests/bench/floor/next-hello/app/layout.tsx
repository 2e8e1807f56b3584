import type { ReactNode } from 'react'

export const metadata = {
  title: 'Lighthouse floor',
  description: "A page that does almost nothing, to measure Lighthouse's floor.",
  icons: { icon: 'data:,' },
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
