/** One answer under load: when it came (ms after the load began) and its status, or the error. */
export interface Answer {
  at: number
  status: number | 'no answer'
  instance: string | null
}

/**
 * `workers` loops, each sending `send(worker, sequence)` as soon as its previous request has been
 * answered, for `durationMs` or `perWorker` requests; `during` runs once the load has begun (e.g.
 * kills an instance).
 */
export async function steadyLoad(options: {
  workers: number
  durationMs: number
  perWorker?: number
  send: (worker: number, sequence: number) => Promise<Omit<Answer, 'at'>>
  during?: (elapsed: () => number) => void | Promise<void>
}): Promise<Answer[]> {
  const started = Date.now()
  const answers: Answer[] = []
  const loop = async (worker: number) => {
    const perWorker = options.perWorker ?? Infinity
    for (
      let sequence = 0;
      sequence < perWorker && Date.now() - started < options.durationMs;
      sequence++
    ) {
      const answer = await options.send(worker, sequence).catch(() => ({
        status: 'no answer' as const,
        instance: null,
      }))
      answers.push({ ...answer, at: Date.now() - started })
    }
  }
  await Promise.all([
    ...Array.from({ length: options.workers }, (_, worker) => loop(worker)),
    options.during?.(() => Date.now() - started),
  ])
  return answers
}

/** The span from `since` to the last 5xx (or unanswered request) after it; 0 when there was none. */
export function failureSpanAfter(answers: readonly Answer[], since: number): number {
  const failures = answers
    .filter((answer) => answer.status === 'no answer' || answer.status >= 500)
    .map((answer) => answer.at - since)
  return Math.max(0, ...failures)
}
