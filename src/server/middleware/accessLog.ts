import type { ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger.ts'

/**
 * One line per request: its id (echoed as X-Request-Id, or taken from the balancer's), method,
 * path, status and duration. Health probes are left out: a balancer asks every few seconds.
 */
export function accessLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    if (c.req.path === '/healthz' || c.req.path === '/readyz') return
    // Pages Astro wrote straight to Node's response carry their status there.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
    const status = outgoing?.headersSent ? outgoing.statusCode : c.res.status
    logger.info({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request')
  }
}
