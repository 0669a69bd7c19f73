import { pino, type Logger } from 'pino'

export type { Logger }

/**
 * Structured JSON lines on stdout (pino), one per request and one per event, for a log collector
 * to index; `pino-pretty` reads them in a terminal. The API alone (tests) logs errors only.
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime })
}
