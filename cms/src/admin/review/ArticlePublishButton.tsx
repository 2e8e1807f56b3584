'use client'

import { PublishButton, useAuth } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'

import type { User } from '@/payload-types'

import { SubmitForReviewButton } from './SubmitForReviewButton'

/**
 * The edit view's Publish button (with its Schedule): a contributor, who may not publish, gets
 * "Submit for review" in its place. The server refuses a contributor's publish whatever the UI.
 */
export function ArticlePublishButton(props: PublishButtonClientProps) {
  const { user } = useAuth<User>()
  if (user?.role === 'contributor') return <SubmitForReviewButton />
  return <PublishButton {...props} />
}
