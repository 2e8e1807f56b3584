import { expect, test } from './support/test'

// An article no other spec counts views of: this test spends its whole view budget.
const SLUG = 'why-beginners-should-stay-away-from-leverage'

test('a reader cannot dodge the rate limit by naming other addresses', async ({ request }) => {
  const statuses: number[] = []
  for (let reader = 1; reader <= 11; reader += 1) {
    const response = await request.post(`/api/articles/${SLUG}/view`, {
      headers: { 'x-forwarded-for': `203.0.113.${reader}` },
    })
    statuses.push(response.status())
  }
  // Ten views per reader and article in ten minutes: the site records the connection's address,
  // so all eleven come from one reader whatever the header says.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
  expect(statuses[10]).toBe(429)
})
