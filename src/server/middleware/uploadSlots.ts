import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'

/**
 * A bound on the uploads one process works on at once: decoding photos takes memory and CPU, so a
 * few run, a few more wait their turn, and the rest are told to come back (503, Retry-After).
 */
export function uploadSlots({ active, waiting }: { active: number; waiting: number }): MiddlewareHandler<AppEnv> {
  let running = 0
  const queue: (() => void)[] = []
  const release = () => {
    const next = queue.shift()
    if (next) next()
    else running--
  }
  return async (_c, next) => {
    if (running < active) running++
    else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve))
    else throw new AppError('UNAVAILABLE', 'errors.uploadsBusy', { retryAfter: 10 })
    try {
      await next()
    } finally {
      release()
    }
  }
}
