import { connect } from 'node:net'

import { freePort, startService, stopService, type Service } from './processes'

/** Debian's `redis-server` (`apt-get install redis-server`), run as a plain child process. */
const REDIS_SERVER = '/usr/bin/redis-server'

export interface RedisServer {
  url: string
  service: Service
  stop: () => Promise<void>
}

/**
 * How much memory the cache may take: a bound, so that no traffic grows it without limit. Past it
 * Redis evicts only keys with an expiry (cached pages, budgets), never the generation counter
 * (docs/scaling.md#redis).
 */
const REDIS_MAX_MEMORY = '256mb'
const REDIS_EVICTION_POLICY = 'volatile-lru'

/**
 * Starts a throw-away Redis on loopback: nothing persisted (no RDB snapshot, no append-only file),
 * so each run of the cluster or of a test starts empty. Resolves once it answers PING.
 */
export async function startRedisServer(
  options: { port?: number; name?: string; quiet?: boolean } = {},
): Promise<RedisServer> {
  const port = options.port ?? (await freePort())
  const service = startService(
    options.name ?? 'redis',
    REDIS_SERVER,
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--maxmemory', REDIS_MAX_MEMORY, '--maxmemory-policy', REDIS_EVICTION_POLICY],
    ],
    { cwd: '/tmp', env: process.env, quiet: options.quiet ?? true },
  )
  await waitForPong(port, service)
  return {
    url: `redis://127.0.0.1:${port}`,
    service,
    stop: () => stopService(service),
  }
}

async function waitForPong(port: number, service: Service, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null)
      throw new Error(`redis-server exited with code ${service.child.exitCode}`)
    if (await answersPong(port)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs / 1000}s`)
}

function answersPong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(1000)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
