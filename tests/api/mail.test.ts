import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inquiries, outbox } from '../../src/server/db/schema.ts'
import { queueMail, startMailWorker, type MailWorker } from '../../src/server/mail/outbox.ts'
import { smtpSender } from '../../src/server/mail/smtpSender.ts'
import type { OutboxMessage, Paged } from '../../src/shared/types.ts'
import { expectInvalidFields } from '../fixtures/contract.ts'
import { altchaFrom } from '../fixtures/proofOfWork.ts'
import { recipientsOf, startSmtp } from '../fixtures/smtpServer.ts'
import type { TestApp } from '../fixtures/testApp.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 12: an inquiry queues its mails in its own transaction; workers send each one exactly once
// over real SMTP, retry while the mail server is down, and never both send the same row.

const FROM = 'Inmobiliaria <no-reply@inmobiliaria.test>'

const to = recipientsOf
const replyTo = (mail: ParsedMail) => mail.replyTo?.value.map((a) => a.address)

const t = setUpTestApp()
const owner = setUpUser(t, 'admin', { email: `owner-${Date.now()}@inmobiliaria.test`, name: 'Olga Owner' })
const superadmin = setUpUser(t, 'superadmin')
const listing = setUpListing(t, owner, { title: 'Casa con jardín & piscina' })
let smtp: Awaited<ReturnType<typeof startSmtp>>
const workers: MailWorker[] = []

function worker(port = smtp.port, options: { retryBaseMs?: number; leaseMs?: number; db?: TestApp['db'] } = {}) {
  const w = startMailWorker({
    db: options.db ?? t.db,
    sender: smtpSender(`smtp://127.0.0.1:${port}`),
    from: FROM,
    pollMs: 60_000,
    retryBaseMs: options.retryBaseMs ?? 30_000,
    leaseMs: options.leaseMs,
  })
  workers.push(w)
  return w
}

async function inquire(body: Record<string, unknown>, lang = 'es') {
  const altcha = await altchaFrom(async (path) => t.app.request(path))
  const res = await t.app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body: JSON.stringify({ ...body, altcha }) })
  expect(res.status, await res.clone().text()).toBe(201)
}

beforeAll(async () => {
  smtp = await startSmtp()
})
beforeEach(async () => {
  smtp.received.length = 0
  await t.db.delete(outbox)
})
afterAll(async () => {
  for (const w of workers) await w.stop()
  await smtp.close()
})

describe('mail for an inquiry', () => {
  it('sends the advertiser one mail answering to the visitor, and the visitor a confirmation in the page language', async () => {
    await inquire({ name: 'Ana <b>Pérez</b>', email: 'ana@example.com', phone: '+593 99 111 2222', message: 'Hola, ¿sigue disponible?\n<script>alert(1)</script>', propertyId: listing.id }, 'en')
    expect(await t.db.select().from(outbox)).toHaveLength(2)
    const w = worker()
    expect(await w.runOnce()).toBe(2)
    expect(await w.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(2)

    const advertiser = smtp.received.find((m) => to(m).includes(owner.email))!
    expect(advertiser.subject).toBe('Nueva consulta: Casa con jardín & piscina')
    expect(replyTo(advertiser)).toEqual(['ana@example.com'])
    expect(advertiser.from?.value[0].address).toBe('no-reply@inmobiliaria.test')
    expect(advertiser.text).toContain('Ana <b>Pérez</b>')
    expect(advertiser.text).toContain('+593 99 111 2222')
    expect(advertiser.text).toContain(`http://localhost:4321/propiedades/${listing.slug}`)
    expect(advertiser.text).toMatch(/https:\/\/wa\.me\/593991112222\?text=/)
    const html = String(advertiser.html)
    expect(html).toContain('Ana &#60;b&#62;Pérez&#60;/b&#62;')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).not.toContain('<script>')
    expect(html).toContain(`<img src="http://localhost:4321${listing.mainImage}"`)

    const visitor = smtp.received.find((m) => to(m).includes('ana@example.com'))!
    expect(visitor.subject).toBe('We received your inquiry')
    expect(visitor.text).toContain('“Casa con jardín & piscina”')
    const rows = await t.db.select().from(outbox)
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ])
  })

  it('sends a general inquiry to every active superadmin', async () => {
    await inquire({ name: 'Bruno Silva', email: 'bruno@example.com', message: 'Quero anunciar meu apartamento.' }, 'pt')
    await worker().runOnce()
    const recipients = smtp.received.flatMap(to)
    expect(recipients).toContain(superadmin.email)
    expect(recipients).toContain('root@test.local')
    expect(recipients).not.toContain(owner.email)
    expect(smtp.received.find((m) => to(m).includes('bruno@example.com'))?.subject).toBe('Recebemos a sua consulta')
  })

  it('a refused inquiry stores nothing and queues nothing', async () => {
    const before = (await t.db.select().from(inquiries)).length
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'not-an-email', message: 'corto', propertyId: listing.id }),
    })
    await expectInvalidFields(res, ['name', 'email', 'message'])
    expect(await t.db.select().from(inquiries)).toHaveLength(before)
    expect(await t.db.select().from(outbox)).toEqual([])
  })
})

describe('the outbox worker', () => {
  it('keeps mail while the mail server is down and sends it once it is back', async () => {
    const down = await startSmtp()
    const port = down.port
    await down.close()
    await inquire({ name: 'Carla Ruiz', email: 'carla@example.com', message: 'Quisiera visitar la casa el sábado.', propertyId: listing.id })
    const w = worker(port, { retryBaseMs: 50 })
    expect(await w.runOnce()).toBe(2)
    const failed = await t.db.select().from(outbox)
    expect(failed.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ])
    expect(failed[0].lastError).toMatch(/ECONNREFUSED|connect/i)

    const back = await startSmtp(port)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(await w.runOnce()).toBe(2)
    expect(await w.runOnce()).toBe(0)
    expect(back.received).toHaveLength(2)
    expect((await t.db.select().from(outbox)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ])
    await back.close()
  })

  it('a pass asked for while another is sending is a fresh look after it: mail queued meanwhile goes out', async () => {
    await queueMail(t.db, [{ kind: 'test', to: 'first@example.com', subject: 'Primero', text: 'Texto', html: '<p>Texto</p>' }])
    let release!: () => void
    const sending = new Promise<void>((resolve) => (release = resolve))
    const real = smtpSender(`smtp://127.0.0.1:${smtp.port}`)
    const w = startMailWorker({ db: t.db, from: FROM, pollMs: 60_000, sender: { send: async (message) => (await sending, real.send(message)) } })
    workers.push(w)
    const first = w.runOnce()
    // The first pass has claimed its row and waits on the mail server when the second mail is queued.
    await expect.poll(async () => (await t.db.select().from(outbox)).find((r) => r.recipient === 'first@example.com')?.attempts).toBe(1)
    await queueMail(t.db, [{ kind: 'test', to: 'second@example.com', subject: 'Segundo', text: 'Texto', html: '<p>Texto</p>' }])
    const second = w.runOnce()
    release()
    expect(await first).toBe(1)
    expect(await second).toBe(1)
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Primero', 'Segundo'])
  })

  it('a claim left by a process that died mid-send holds the mail until its lease runs out, then it goes once', async () => {
    await inquire({ name: 'Diego Mora', email: 'diego@example.com', message: 'Me interesa, ¿aceptan crédito?', propertyId: listing.id })
    // What a process killed after claiming leaves behind: attempts counted, a lease still running.
    await t.db.update(outbox).set({ attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
    const w = worker()
    expect(await w.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(0)
    await t.db.update(outbox).set({ lockedUntil: new Date(Date.now() - 1000) })
    expect(await w.runOnce()).toBe(2)
    expect(smtp.received).toHaveLength(2)
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(2)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('a server process killed with SIGKILL in the middle of a send loses nothing and sends nothing twice (PostgreSQL: two processes)', async () => {
    await queueMail(t.db, [{ kind: 'test', to: 'killed@example.com', subject: 'Antes del corte', text: 'Texto', html: '<p>Texto</p>' }])
    const child = spawn(process.execPath, [fileURLToPath(new URL('../fixtures/claimAndHang.ts', import.meta.url)), t.shared!.url, t.shared!.pgSchema, '1500'], { stdio: ['ignore', 'pipe', 'inherit'] })
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('claimed') && resolve())
      child.on('exit', (code) => reject(new Error(`the worker process ended first (${code})`)))
    })
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
    const [held] = await t.db.select().from(outbox)
    expect([held.status, held.attempts, held.lockedUntil !== null]).toEqual(['pending', 1, true])
    const w = worker()
    expect(await w.runOnce()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect(await w.runOnce()).toBe(1)
    expect(await w.runOnce()).toBe(0)
    expect(smtp.received.map((m) => m.subject)).toEqual(['Antes del corte'])
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL send each mail exactly once', async () => {
    for (let i = 0; i < 30; i += 1) await queueMail(t.db, [{ kind: 'test', to: `p${i}@example.com`, subject: `Proceso ${i}`, text: `Texto ${i}`, html: `<p>Texto ${i}</p>` }])
    const run = () =>
      new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, [fileURLToPath(new URL('../fixtures/mailWorkerProcess.ts', import.meta.url)), t.shared!.url, t.shared!.pgSchema, String(smtp.port)], {
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.on('exit', (code) => (code === 0 ? resolve(Number(/sent (\d+)/.exec(out)?.[1])) : reject(new Error(`worker process exited with ${code}`))))
      })
    const [first, second] = await Promise.all([run(), run()])
    expect(first + second).toBe(30)
    expect(smtp.received).toHaveLength(30)
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(30)
    const rows = await t.db.select().from(outbox)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })

  it('two workers on one database (two connection pools on PostgreSQL) send each mail exactly once', async () => {
    // Queued as an inquiry queues them (the contact form's rate limit allows only a few posts here).
    for (let i = 0; i < 24; i += 1) await queueMail(t.db, [{ kind: 'test', to: `v${i}@example.com`, subject: `Mensaje ${i}`, text: `Texto ${i}`, html: `<p>Texto ${i}</p>` }])
    const second = await t.openSecondDb()
    const a = worker(smtp.port, { db: t.db })
    const b = worker(smtp.port, { db: second?.db ?? t.db })
    let claimed = 0
    while (true) {
      const [x, y] = await Promise.all([a.runOnce(), b.runOnce()])
      claimed += x + y
      if (x + y === 0) break
    }
    await second?.close()
    expect(claimed).toBe(24)
    expect(smtp.received).toHaveLength(24)
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(24)
    const rows = await t.db.select().from(outbox).where(eq(outbox.status, 'sent'))
    expect(rows).toHaveLength(24)
    expect(rows.every((r) => r.attempts === 1)).toBe(true)
  })
})

describe('the Correo screen API (superadmin)', () => {
  const get = (query: string, token?: string) => t.app.request(`/api/admin/outbox${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })

  it('lists the queue newest first with status, attempts, last error and the message, only to a superadmin', async () => {
    await inquire({ name: 'Elena Paz', email: 'elena@example.com', message: 'Me gustaría más fotos de la cocina.', propertyId: listing.id })
    const res = await get('?limit=10', superadmin.token)
    expect(res.status).toBe(200)
    const body = (await res.json()) as Paged<OutboxMessage>
    expect(body.pagination.total).toBe(2)
    const advertiser = body.data.find((m) => m.recipient === owner.email)!
    expect(advertiser).toMatchObject({ kind: 'inquiry.advertiser', replyTo: 'elena@example.com', status: 'pending', attempts: 0, lastError: null, sentAt: null })
    expect(advertiser.text).toContain('Me gustaría más fotos de la cocina.')
    const sent = await get('?status=sent', superadmin.token)
    expect((await sent.json()) as Paged<OutboxMessage>).toMatchObject({ data: [], pagination: { total: 0 } })
    expect((await get('', owner.token)).status).toBe(403)
    expect((await get('')).status).toBe(401)
    await expectInvalidFields(await get('?status=lost', superadmin.token), ['status'])
  })

  it('gives up after the last attempt, and a retry puts the mail back in the queue once', async () => {
    const down = await startSmtp()
    const port = down.port
    await down.close()
    await queueMail(t.db, [{ kind: 'test', to: 'retry@example.com', subject: 'Reintento', text: 'Texto', html: '<p>Texto</p>' }])
    const w = startMailWorker({ db: t.db, sender: smtpSender(`smtp://127.0.0.1:${port}`), from: FROM, pollMs: 60_000, retryBaseMs: 1, maxAttempts: 2 })
    workers.push(w)
    await w.runOnce()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await w.runOnce()
    const [failed] = await t.db.select().from(outbox)
    expect([failed.status, failed.attempts]).toEqual(['failed', 2])
    expect(await w.runOnce()).toBe(0)

    const retry = (id: number) => t.app.request(`/api/admin/outbox/${id}/retry`, { method: 'POST', headers: { authorization: `Bearer ${superadmin.token}` } })
    const res = await retry(failed.id)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await res.json()) as OutboxMessage).toMatchObject({ status: 'pending', attempts: 0 })
    expect((await retry(failed.id)).status).toBe(409)
    expect((await retry(999999)).status).toBe(404)
    expect(await worker().runOnce()).toBe(1)
    expect(smtp.received.map((m) => m.subject)).toEqual(['Reintento'])
  })
})

describe("the advertiser's language", () => {
  it('mail to an advertiser follows the language they last used the admin in; a bad language is refused', async () => {
    const put = (language: unknown) =>
      t.app.request('/api/auth/language', { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` }, body: JSON.stringify({ language }) })
    expect((await put('pt')).status).toBe(204)
    await expectInvalidFields(await put('fr'), ['language'])
    expect((await t.app.request('/api/auth/language', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"language":"en"}' })).status).toBe(401)
    await inquire({ name: 'Fábio Lima', email: 'fabio@example.com', message: 'Tenho interesse no imóvel, podemos conversar?', propertyId: listing.id }, 'es')
    const [advertiser] = await t.db.select().from(outbox).where(eq(outbox.recipient, owner.email))
    expect(advertiser.subject).toBe('Nova consulta: Casa con jardín & piscina')
    expect(advertiser.textBody).toContain('Responda a este e-mail para escrever diretamente.')
    const [visitor] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'fabio@example.com'))
    expect(visitor.subject).toBe('Recibimos tu consulta')
    expect((await put('es')).status).toBe(204)
  })
})
