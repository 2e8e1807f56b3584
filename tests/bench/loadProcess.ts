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
  warmUpSeconds: number
}

type Answer = { ready: true } | { result: LoadResult } | { error: string }

const GO = 'go'

if (process.send && process.argv[2] === 'child') {
  process.once('message', (job: Job) => {
    const measured = async () => {
      if (job.warmUpSeconds > 0) await loadRun(job.options, job.warmUpSeconds)
      const go = new Promise((resolve) => process.once('message', resolve))
      process.send?.({ ready: true } satisfies Answer)
      await go
      return loadRun(job.options, job.durationSeconds)
    }
    measured().then(
      (result) => process.send?.({ result } satisfies Answer, () => process.exit(0)),
      (error: unknown) =>
        process.send?.({ error: String(error) } satisfies Answer, () => process.exit(1)),
    )
  })
}

/** A load process that has loaded its tool (and warmed its page up, if asked) and waits. */
export interface ReadyLoad {
  /** Starts the measured run at once; its result. */
  start(): Promise<LoadResult>
}

/**
 * A child process for `loadRun` of the same options, ready once it has run `warmUpSeconds` of
 * the same load unmeasured: runs started together then begin within milliseconds, with no pause
 * between the warm-up and the measure in which a kept page could expire.
 */
export function readyLoadInOwnProcess(
  options: Job['options'],
  durationSeconds: number,
  warmUpSeconds = 0,
): Promise<ReadyLoad> {
  const child = fork(import.meta.filename, ['child'], { execArgv: ['--import', 'tsx'] })
  const heard = (settle: (answer: Answer) => boolean) =>
    new Promise<Answer>((resolve, reject) => {
      child.on('message', (answer: Answer) => {
        if ('error' in answer) reject(new Error(answer.error))
        else if (settle(answer)) resolve(answer)
      })
      child.once('error', reject)
      child.once('exit', (code) => {
        if (code !== 0) reject(new Error(`the load process exited with ${code}`))
      })
    })
  const ready = heard((answer) => 'ready' in answer)
  const result = heard((answer) => 'result' in answer).then((answer) =>
    'result' in answer ? answer.result : Promise.reject(new Error('no result')),
  )
  result.catch(() => {}) // a failure before `start` is heard through `ready`
  child.send({ options, durationSeconds, warmUpSeconds } satisfies Job)
  return ready.then(() => ({
    start() {
      child.send(GO)
      return result
    },
  }))
}

/** `loadRun` of the same options, run by a child process. */
export async function loadRunInOwnProcess(
  options: Job['options'],
  durationSeconds: number,
): Promise<LoadResult> {
  return (await readyLoadInOwnProcess(options, durationSeconds)).start()
}
