import { pino, type Logger } from 'pino'

export type { Logger }

/**
 * Structured JSON lines on stdout (pino), one per request and one per event, for a log collector
 * to index; `pino-pretty` reads them in a terminal. The API alone (tests) logs errors only.
 */
export function createLogger(level: string): Logger {
  // Written asynchronously: a synchronous write per request line was 3 % of a page's CPU (issue 24).
  // Pino flushes what is pending when the process exits.
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }))
}

/**
 * What a background job (mail worker, alert job, photo sweep, housekeeping) logs to: progress at
 * `info`, a failure it will retry at `warn`, a failure at `error` with its stack, so an operator
 * alerting on errors hears of a job that stopped working. The process's logger is one.
 */
export interface JobLog {
  info(message: string): void
  warn(message: string): void
  error(context: { err: unknown }, message: string): void
}

/** For jobs started without one (tests): nothing is written. */
export const silentJobLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} }
