import type { Payload, PayloadRequest } from 'payload'

/** Whether a job with this concurrency key is queued, waiting to retry, or running. */
export async function jobActive(
  payload: Payload,
  concurrencyKey: string,
  req?: PayloadRequest,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { concurrencyKey: { equals: concurrencyKey } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    req,
  })
  return totalDocs > 0
}
