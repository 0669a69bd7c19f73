import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import { silentJobLog, type JobLog } from '../logger.ts'
import type { SiteSettings } from '../../shared/schemas/siteSettings.ts'
import { brandMail } from './mailBrand.ts'

/** A mail as the outbox keeps it until it is sent. */
export interface QueuedMail {
  kind: string
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html: string
  /** Extra headers (List-Unsubscribe on alert mail). */
  headers?: Record<string, string>
}

/** Queues mails inside the caller's transaction: they exist exactly when what caused them does. */
export async function queueMail(tx: Database, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return
  await tx.insert(outbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      // A header value is one line, whatever a title held.
      subject: mail.subject.replace(/[\r\n]+/g, ' '),
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? null,
    })),
  )
}

/** Sends one message; throws when the mail server refuses it or cannot be reached. */
export interface MailSender {
  send(message: { from: string; to: string; replyTo?: string; subject: string; text: string; html: string; messageId: string; headers?: Record<string, string> }): Promise<void>
}

export interface MailWorkerOptions {
  db: Database
  sender: MailSender
  from: string
  /** The published brand each pass signs its mail with (src/server/mail/mailBrand.ts); without it, mail goes as written. */
  brand?: () => Promise<{ settings: SiteSettings; siteUrl: string }>
  /** How often a worker looks for due mail besides being kicked (several processes: each polls). */
  pollMs?: number
  /** How long a claim holds a row: longer than one send can take, with its timeouts. */
  leaseMs?: number
  /** The first retry's wait; each next one doubles it, up to `maxDelayMs`. */
  retryBaseMs?: number
  maxDelayMs?: number
  maxAttempts?: number
  batchSize?: number
  log?: JobLog
}

export interface MailWorker {
  /** Looks for due mail now (after a transaction that queued some committed). */
  kick(): void
  /** One pass: claims due mail, sends it, records the outcome; returns how many were claimed. */
  runOnce(): Promise<number>
  stop(): Promise<void>
}

type OutboxRow = typeof outbox.$inferSelect
type Brand = Awaited<ReturnType<NonNullable<MailWorkerOptions['brand']>>>

/** The wait before attempt `attempts + 1`: doubling from the base, capped. */
function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * The mail worker: claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, so two processes never
 * hold the same row; a process killed mid-send leaves a lease that runs out, and the mail goes out
 * later (its Message-ID stays the same, so a receiver can tell a repeat).
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, sender, from, pollMs = 5000, leaseMs = 60_000, retryBaseMs = 30_000, maxDelayMs = 60 * 60_000, maxAttempts = 10, batchSize = 10, log = silentJobLog } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let stopped = false

  async function claim(): Promise<OutboxRow[]> {
    const result = await db.execute(sql`
      update ${outbox} set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
      where id in (
        select id from ${outbox}
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
        order by next_attempt_at, id
        limit ${batchSize}
        for update skip locked
      )
      returning id`)
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id))
    if (ids.length === 0) return []
    return db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id)
  }

  async function deliver(row: OutboxRow, signed: Brand | null): Promise<void> {
    try {
      const body = { from, text: row.textBody, html: row.htmlBody }
      await sender.send({
        ...(signed ? brandMail(body, signed.settings, signed.siteUrl) : body),
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${from.replace(/^.*@/, '').replace(/>$/, '')}>`,
        ...(row.headers && { headers: row.headers }),
      })
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(outbox.id, row.id))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const last = row.attempts >= maxAttempts
      await db
        .update(outbox)
        .set({
          status: last ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${`${retryDelay(row.attempts, retryBaseMs, maxDelayMs)} milliseconds`}::interval`,
        })
        .where(eq(outbox.id, row.id))
      // A failure to be retried is a warning; the last one, after which the mail waits for a person, an error.
      if (last) log.error({ err: error }, `mail ${row.id} to ${row.recipient}: attempt ${row.attempts} failed (${message}), giving up`)
      else log.warn(`mail ${row.id} to ${row.recipient}: attempt ${row.attempts} failed (${message})`)
    }
  }

  async function pass(): Promise<number> {
    const rows = await claim()
    const signed = rows.length > 0 && options.brand ? await options.brand() : null
    for (const row of rows) await deliver(row, signed)
    return rows.length
  }

  // A pass asked for while one runs is a fresh pass after it: the one under way may have looked
  // before the caller's mail was committed. Callers asking meanwhile share that next pass.
  let following: Promise<number> | undefined
  function runOnce(): Promise<number> {
    if (running) {
      following ??= running.then(() => {
        following = undefined
        return stopped ? 0 : runOnce()
      })
      return following
    }
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail worker pass failed')
        return 0
      })
      .finally(() => {
        running = undefined
      })
    return running
  }

  /** Passes until one claims less than a full batch (a full one may have left more behind). */
  async function drain(): Promise<void> {
    while (!stopped && (await runOnce()) === batchSize);
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      void drain().then(schedule)
    }, pollMs)
    timer.unref()
  }
  schedule()

  return {
    kick() {
      void drain()
    },
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      await following
    },
  }
}
