import type { RedisClientType } from 'redis'

import { env } from '@/env'

export type RedisClient = RedisClientType

type Role = 'commands' | 'subscriber'

/**
 * One connection per role and process, whichever bundle asks first (the CMS server's, Next's
 * routes', the worker's). The `redis` package is loaded only when REDIS_URL is set.
 */
const CONNECTIONS_KEY = Symbol.for('blockwise.redis')
const processGlobals = globalThis as {
  [CONNECTIONS_KEY]?: Partial<Record<Role, Promise<RedisClient>>>
}
const connections = (processGlobals[CONNECTIONS_KEY] ??= {})

/** Quick retries at first, then one every two seconds for as long as Redis is away. */
const reconnectDelayMs = (retries: number) => Math.min(50 * 2 ** retries, 2000)

async function open(role: Role, url: string): Promise<RedisClient> {
  const { createClient } = await import('redis')
  const client: RedisClient = createClient({
    url,
    // While Redis is away, commands fail at once and their callers fall back; only the
    // subscriber's SUBSCRIBE waits, to be sent once connected.
    disableOfflineQueue: role === 'commands',
    socket: { connectTimeout: 2000, reconnectStrategy: reconnectDelayMs },
  })
  // Without an 'error' listener, a lost connection would throw from the client and end the process.
  let unreachable = false
  client.on('error', (error: unknown) => {
    if (!unreachable) console.warn(`[redis] ${role} connection failed, retrying: ${String(error)}`)
    unreachable = true
  })
  client.on('ready', () => {
    if (unreachable) console.info(`[redis] ${role} connection restored`)
    unreachable = false
  })
  // Resolves once connected; the reconnect strategy never gives up, so only close() rejects it.
  client.connect().catch(() => undefined)
  return client
}

function connection(role: Role): Promise<RedisClient> | undefined {
  const url = env.redisUrl
  if (!url) return undefined
  return (connections[role] ??= open(role, url))
}

/** This process's connection for commands, connecting; undefined without REDIS_URL. */
export const redisCommands = () => connection('commands')

/** This process's connection for SUBSCRIBE (a subscribed connection takes no other command). */
export const redisSubscriber = () => connection('subscriber')

/** Resolves once `client` is connected; rejects after `timeoutMs` without a connection. */
export function whenReady(client: RedisClient, timeoutMs: number): Promise<void> {
  if (client.isReady) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      client.off('ready', onReady)
      reject(new Error(`Redis at REDIS_URL is not reachable (waited ${timeoutMs} ms)`))
    }, timeoutMs)
    client.once('ready', onReady)
  })
}

/** Closes this process's connections (at shutdown), letting commands in flight finish. */
export async function closeRedis(): Promise<void> {
  const open = Object.values(connections)
  for (const role of Object.keys(connections) as Role[]) delete connections[role]
  await Promise.allSettled(open.map(async (client) => (await client).close()))
}

/** Opens the commands connection at boot, so the first requests already share budgets. */
export async function connectRedis(waitMs: number): Promise<void> {
  const client = await redisCommands()
  if (client)
    await whenReady(client, waitMs).catch((error: unknown) =>
      console.warn(`[redis] ${String(error)}`),
    )
}
