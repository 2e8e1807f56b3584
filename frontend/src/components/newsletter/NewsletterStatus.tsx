import { CircleCheck, Link2Off, MailCheck, MailMinus, MailPlus, type IconNode } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import Link from 'next/link'
import type { ReactNode, Ref } from 'react'

import styles from './NewsletterStatus.module.css'

const LOOKS = {
  confirm: { icon: MailPlus, tone: styles.neutral },
  subscribed: { icon: MailCheck, tone: styles.success },
  question: { icon: MailMinus, tone: styles.neutral },
  done: { icon: CircleCheck, tone: styles.success },
  invalid: { icon: Link2Off, tone: styles.warning },
} satisfies Record<string, { icon: IconNode; tone: string | undefined }>

/** For the quieter of two actions; the first stays a plain `button`. */
export const secondaryAction = `button ${styles.secondary}`

/** Where a reader goes once the link's work is done: home, or the lessons. */
export function HomeOrLessons() {
  return (
    <>
      <Link href="/" className="button">
        Back to home
      </Link>
      <Link href="/learn" className={secondaryAction}>
        Browse lessons
      </Link>
    </>
  )
}

/** A form around the actions that leaves them laid out as if it were not there. */
export const actionsForm = styles.actionsForm

type NewsletterStatusLook = keyof typeof LOOKS

interface Props {
  look: NewsletterStatusLook
  title: string
  children: ReactNode
  actions?: ReactNode
  /** Given when the status replaces another in place, so focus can follow to the new heading. */
  headingRef?: Ref<HTMLHeadingElement>
}

/** The one-message page a newsletter link lands on: an icon, a heading, a few lines, next steps. */
export function NewsletterStatus({ look, title, children, actions, headingRef }: Props) {
  const { icon, tone } = LOOKS[look]
  return (
    <section className={styles.panel}>
      <span className={`${styles.badge} ${tone}`}>
        <SvgIcon icon={icon} size={30} strokeWidth={1.75} />
      </span>
      <h1 className={styles.title} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  )
}
