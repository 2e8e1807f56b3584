import { readFile, readdir } from 'node:fs/promises'

async function children(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [])
  const found = await Promise.all(
    tasks.map(async (task) =>
      (await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => ''))
        .split(' ')
        .filter(Boolean)
        .map(Number),
    ),
  )
  return found.flat()
}

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

/** A process and every process it started that is still running. */
export async function processTree(pid: number): Promise<number[]> {
  const tree: number[] = []
  const queue = [pid]
  while (queue.length) {
    const next = queue.shift() ?? 0
    tree.push(next)
    queue.push(...(await children(next)))
  }
  return tree
}

/** Resident memory of a process and everything it started, in MB. */
export async function processTreeRssMb(pid: number): Promise<number> {
  let total = 0
  for (const member of await processTree(pid)) total += await rssKb(member)
  return Math.round(total / 1024)
}
