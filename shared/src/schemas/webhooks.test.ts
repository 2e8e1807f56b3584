import { describe, expect, it } from 'vitest'

import {
  WEBHOOK_MESSAGE_TYPES,
  webhookBody,
  webhookMessageSchema,
  webhookMessageSchemas,
  type WebhookData,
} from './webhooks'

const AT = new Date('2026-12-05T12:00:00.000Z')

const ARTICLE: WebhookData<'article.published'> = {
  id: 'a1',
  slug: 'what-is-defi',
  type: 'learn',
  title: 'What is DeFi?',
  excerpt: 'Finance without banks.',
  url: 'https://blockwise.example/articles/what-is-defi',
  publishedAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-05T11:59:00.000Z',
}

describe('webhook bodies', () => {
  it('have a schema for every type a delivery can carry', () => {
    expect(Object.keys(webhookMessageSchemas).toSorted()).toEqual(
      [...WEBHOOK_MESSAGE_TYPES].toSorted(),
    )
  })

  it('are built as their schema says: type, timestamp, then the data', () => {
    const body = webhookBody('article.published', ARTICLE, AT)
    expect(body).toBe(
      JSON.stringify({ type: 'article.published', timestamp: AT.toISOString(), data: ARTICLE }),
    )
    expect(webhookMessageSchema.parse(JSON.parse(body))).toEqual(JSON.parse(body))
  })

  it('carry nothing the schema does not describe', () => {
    const data = { ...ARTICLE, content: '<p>The whole body</p>' }
    expect(JSON.parse(webhookBody('article.updated', data, AT))).toEqual({
      type: 'article.updated',
      timestamp: AT.toISOString(),
      data: ARTICLE,
    })
  })

  it('are never built from data of another shape', () => {
    const { excerpt: _excerpt, ...withoutExcerpt } = ARTICLE
    expect(() =>
      webhookBody('article.deleted', withoutExcerpt as WebhookData<'article.deleted'>, AT),
    ).toThrow(/excerpt/)
    const test = { endpointId: 'e1', message: 'A test' }
    expect(() =>
      webhookBody(
        'newsletter.issue.sent',
        test as unknown as WebhookData<'newsletter.issue.sent'>,
        AT,
      ),
    ).toThrow()
    expect(JSON.parse(webhookBody('webhook.test', test, AT))).toMatchObject({ data: test })
  })
})
