import { ArrowRight, Check } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import Link from 'next/link'
import type { Ref } from 'react'

import { NewsletterStatus, secondaryAction } from './NewsletterStatus'
import styles from './SubscriptionConfirmed.module.css'

const EXPECTATIONS = [
  'One short, plain-English crypto lesson every week, with the stories worth knowing.',
  'Free and hype-free: education, never financial advice.',
  'Leave whenever you like: every email has a one-click unsubscribe link, and leaving deletes your name and email.',
]

interface Props {
  siteName: string
  headingRef?: Ref<HTMLHeadingElement>
}

/** What the confirmation page shows once its button has made the subscription active. */
export function SubscriptionConfirmed({ siteName, headingRef }: Props) {
  return (
    <NewsletterStatus
      look="subscribed"
      title="You're subscribed"
      headingRef={headingRef}
      actions={
        <>
          <Link href="/learn" className="button">
            Start learning <SvgIcon icon={ArrowRight} size={18} />
          </Link>
          <Link href="/" className={secondaryAction}>
            Back to home
          </Link>
        </>
      }
    >
      <p>Thanks for confirming your email address. Welcome to the {siteName} newsletter!</p>
      <ul className={styles.expectations} aria-label="What to expect">
        {EXPECTATIONS.map((line) => (
          <li key={line}>
            <SvgIcon icon={Check} size={18} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <p>
        Your first issue comes with the next weekly send. Until then, the Learn section is a good
        place to start.
      </p>
    </NewsletterStatus>
  )
}
