import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailWorker } from '../../src/server/mail/outbox.ts'
import { smtpSender } from '../../src/server/mail/smtpSender.ts'
import { publishedSettings } from '../../src/server/services/siteSettings.ts'
import { altchaFrom } from '../fixtures/proofOfWork.ts'
import { createListing } from '../fixtures/properties.ts'
import { appOnSameDatabase } from '../fixtures/requests.ts'
import { siteApi } from '../fixtures/siteSettings.ts'
import { recipientsOf, startSmtp } from '../fixtures/smtpServer.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 26, item 4: mail goes out under the brand published when it is sent: the sender's name,
// the logo, the operator's contacts in the footer.

const t = setUpTestApp()
const boss = setUpUser(t, 'superadmin', { email: 'boss-site-mail@inmobiliaria.test' })
const owner = setUpUser(t, 'admin', { email: 'owner-site-mail@inmobiliaria.test' })
const site = siteApi(() => t.app, boss)
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  smtp = await startSmtp()
})
afterAll(async () => {
  await smtp.close()
})

async function inquire(propertyId: number) {
  const app = appOnSameDatabase(t)
  const altcha = await altchaFrom(async (path) => app.request(path))
  const body = { name: 'Lucía Torres', email: 'lucia@example.com', message: 'Quisiera visitarla el sábado.', propertyId, altcha }
  const res = await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'es' }, body: JSON.stringify(body) })
  expect(res.status, await res.clone().text()).toBe(201)
}

async function sendAll() {
  const worker = startMailWorker({
    db: t.db,
    sender: smtpSender(`smtp://127.0.0.1:${smtp.port}`),
    from: 'Portal <no-reply@inmobiliaria.test>',
    pollMs: 60_000,
    brand: async () => ({ settings: await publishedSettings(t.db), siteUrl: 'https://casa-andina.example' }),
  })
  try {
    await worker.runOnce()
  } finally {
    await worker.stop()
  }
}

describe('mail under the published brand', () => {
  it("names the operator as sender and shows its logo and contacts, in the advertiser's and the visitor's mail", async () => {
    const listing = await createListing(t, owner.token, { title: 'Casa con jardín en Cumbayá' })
    const { settings } = await site.draft()
    await site.save({
      ...settings,
      name: 'Casa Andina',
      logo: '/uploads/site/logo-0123456789abcdef.png',
      phones: ['+593 2 555 0101'],
      emails: ['hola@casa-andina.example'],
      address: 'Calle Larga 7-42, Cuenca',
    })
    await site.publish()
    await inquire(listing.id)
    await sendAll()
    const mails = smtp.received.filter((m) => recipientsOf(m).some((to) => to === owner.email || to === 'lucia@example.com'))
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.from?.value[0]).toEqual({ name: 'Casa Andina', address: 'no-reply@inmobiliaria.test' })
      expect(mail.text).toContain('— Casa Andina')
      expect(mail.text).toContain('Calle Larga 7-42, Cuenca · +593 2 555 0101 · hola@casa-andina.example')
      expect(String(mail.html)).toMatch(/<img src="https:\/\/casa-andina\.example\/uploads\/site\/logo-0123456789abcdef-192\.png"/)
      expect(String(mail.html)).toContain('hola@casa-andina.example')
      expect(String(mail.html)).not.toContain('<!--brand:')
    }
  })

  it('escapes what the operator typed into the mail', async () => {
    const { settings } = await site.draft()
    await site.save({ ...settings, name: 'Casa <b>Andina</b>', logo: null })
    await site.publish()
    const listing = await createListing(t, owner.token, { title: 'Departamento en La Carolina' })
    smtp.received.length = 0
    await inquire(listing.id)
    await sendAll()
    expect(smtp.received.length).toBeGreaterThan(0)
    for (const mail of smtp.received) {
      expect(String(mail.html)).toContain('Casa &#60;b&#62;Andina&#60;/b&#62;')
      expect(String(mail.html)).not.toContain('<b>Andina')
    }
  })
})
