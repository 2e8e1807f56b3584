import { ArrowLeft } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './BackLink.module.css'

/** The pill that leads back to where a page belongs ("Back to Home", "All terms"), above its title. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={styles.back}>
      <SvgIcon icon={ArrowLeft} size={16} /> {children}
    </Link>
  )
}
