import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { redisCommands } from './client'

export interface Budget {
  keyPrefix: string
  points: number
  /** Seconds. */
  duration: number
}

/**
 * A rate-limiter-flexible budget in Redis when REDIS_URL is set, so it is one budget across every
 * CMS instance; in this process's memory otherwise. While Redis is unreachable each instance
 * counts in its own memory instead (the insurance limiter): budgets are per instance for that
 * time, and no request fails because of it.
 */
export async function sharedBudget(budget: Budget): Promise<RateLimiterAbstract> {
  const inMemory = new RateLimiterMemory(budget)
  const client = await redisCommands()
  if (!client) return inMemory
  return new RateLimiterRedis({
    ...budget,
    storeClient: client,
    useRedisPackage: true,
    // Straight to the insurance while disconnected, rather than waiting on a dead connection.
    rejectIfRedisNotReady: true,
    insuranceLimiter: inMemory,
  })
}
