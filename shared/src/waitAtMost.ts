/**
 * Waits for `work`, but no longer than `ms`: true when it settled in time (a failure counts; this
 * never rejects). Work still running after `ms` goes on unwaited.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const settled = work.then(
    () => true as const,
    () => true as const,
  )
  try {
    return await Promise.race([settled, late])
  } finally {
    clearTimeout(timer)
  }
}
