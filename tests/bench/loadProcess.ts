/**
 * A load run in a process of its own: readers measured beside a crawler's load must not share
 * its load tool's event loop, or the crawler's answers (parsed there) count in their latency.
 */
import { fork } from 'node:child_process'

import { loadRun, type LoadOptions, type LoadResult } from './load'

/** What the child is asked: options without functions, which cannot cross processes. */
interface Job {
  options: Omit<LoadOptions, 'nextPath' | 'nextBody' | 'onHeaders'>
  durationSeconds: number
}

type Answer = { result: LoadResult } | { error: string }

if (process.send && process.argv[2] === 'child') {
  process.once('message', (job: Job) => {
    loadRun(job.options, job.durationSeconds).then(
      (result) => process.send?.({ result } satisfies Answer, () => process.exit(0)),
      (error: unknown) =>
        process.send?.({ error: String(error) } satisfies Answer, () => process.exit(1)),
    )
  })
}

/** `loadRun` of the same options, run by a child process. */
export function loadRunInOwnProcess(
  options: Job['options'],
  durationSeconds: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, ['child'], { execArgv: ['--import', 'tsx'] })
    child.once('message', (answer: Answer) =>
      'result' in answer ? resolve(answer.result) : reject(new Error(answer.error)),
    )
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`))
    })
    child.send({ options, durationSeconds } satisfies Job)
  })
}
