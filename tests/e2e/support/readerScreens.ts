/** Every screen a reader can reach, one path each (the admin is Payload's). */
export const READER_SCREENS = [
  '/',
  '/featured',
  '/news',
  '/opinions',
  '/analysis',
  '/learn',
  '/articles/what-is-defi',
  '/articles/no-such-article',
  '/category/anything',
  '/tools',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/no-such-page',
  '/newsletter/confirm?token=not-a-real-token',
  '/newsletter/unsubscribe?token=not-a-real-token',
]
