import { newsletterSubscriptionSchema, type NewsletterSubscription } from '@blockwise/shared'

import { SUBSCRIBE_PAGE } from '@/components/newsletter/endpoints'
import { errorText } from '@/components/newsletter/errorText'
import {
  subscribeResultCookie,
  type SubscribeResult,
} from '@/components/newsletter/subscribeResult'
import { siteUrl } from '@/env'
import { postToCms } from '@/lib/cms/readerPost'

import { fieldOf, readSameSiteForm, seeOther } from '../../formPost'

async function subscribeAtCms(
  subscription: NewsletterSubscription,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const response = await postToCms('/api/newsletter/subscribe', {
      contentType: 'application/json',
      content: JSON.stringify(subscription),
    })
    return response.ok
      ? { ok: true }
      : { ok: false, error: await errorText(response, 'Failed to subscribe') }
  } catch {
    return { ok: false, error: 'Unable to subscribe. Please try again.' }
  }
}

/**
 * The newsletter form without the script: the same rules and messages as the CMS (the shared
 * schema), then the CMS's subscribe call, then the subscribe page with the outcome. The reader's
 * entries travel to that page in a cookie, never in its URL.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readSameSiteForm(request)
  if (!form.ok) return form.response
  const entered = { name: fieldOf(form.fields, 'name'), email: fieldOf(form.fields, 'email') }
  const parsed = newsletterSubscriptionSchema.safeParse({
    ...entered,
    website: fieldOf(form.fields, 'website'),
  })
  const outcome = parsed.success
    ? await subscribeAtCms(parsed.data)
    : { ok: false as const, error: parsed.error.issues[0]?.message ?? 'Failed to subscribe' }
  const result: SubscribeResult = outcome.ok ? outcome : { ...outcome, ...entered }
  const secure = new URL(siteUrl()).protocol === 'https:'
  return seeOther(SUBSCRIBE_PAGE, { 'set-cookie': subscribeResultCookie(result, secure) })
}
