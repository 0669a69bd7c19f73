import { expect, type APIRequestContext } from '@playwright/test'
import { solvedAltcha } from '../../fixtures/proofOfWork.ts'
import { apiLogin, auth, SUPERADMIN } from '../admin-fixtures.ts'

// Issue 27's browser tests: advertisers made through the public calls, and the mails they get,
// read from the outbox (the test servers have no SMTP).

export const ADVERTISER_PASSWORD = 'Anunciante-Nuevo-2026!'

const unique = (label: string) => `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}`

/** The newest mail of `kind` to `recipient`, waited for. */
export async function mailTo(request: APIRequestContext, recipient: string, kind: string): Promise<{ subject: string; text: string }> {
  const { token } = await apiLogin(request, SUPERADMIN)
  let found: { subject: string; text: string } | undefined
  await expect(async () => {
    const res = await request.get('/api/admin/outbox?limit=100', { headers: auth(token) })
    const { data } = (await res.json()) as { data: { recipient: string; kind: string; subject: string; text: string }[] }
    found = data.find((m) => m.recipient === recipient && m.kind === kind)
    expect(found, `a ${kind} mail to ${recipient}`).toBeTruthy()
  }).toPass()
  return found!
}

/** The token of an account link (`…/registro/verificar#token=…`, `…/invitacion#token=…`) in a mail's text. */
export function linkIn(text: string, page: string): { path: string; token: string } {
  const match = new RegExp(`https?://[^\\s]*(${page.replace(/\//g, '\\/')}#token=([\\w-]+))`).exec(text)
  if (!match) throw new Error(`no ${page} link in: ${text}`)
  const url = new URL(match[0])
  return { path: url.pathname + url.hash, token: match[2] }
}

/**
 * An agency signed up through POST /api/auth/signup, its address proven through the mail's link: a
 * pending advertiser whose manager can sign in. Sign-ups are limited per client (5 an hour), so a
 * spec makes as few as it can.
 */
export async function signedUpAgency(request: APIRequestContext, label: string) {
  const stamp = unique(label)
  const email = `${stamp}@agencia.test`
  const name = `Gestora ${stamp}`
  const agencyName = `Inmobiliaria ${stamp}`
  const countries = (await (await request.get('/api/locations/countries')).json()) as { id: string; name: string }[]
  const ecuador = countries.find((c) => c.name === 'Ecuador')!
  const altcha = await solvedAltcha(await (await request.get('/api/challenge')).json())
  const res = await request.post('/api/auth/signup', {
    data: { kind: 'agency', name, email, password: ADVERTISER_PASSWORD, phone: '+593 2 245 6789', countryId: ecuador.id, agencyName, licence: 'LIC-2026-123', altcha },
  })
  expect(res.status(), await res.text()).toBe(202)
  const { token } = linkIn((await mailTo(request, email, 'signup.verify')).text, '/registro/verificar')
  const verified = await request.post('/api/auth/verify-email', { data: { token } })
  expect(verified.status(), await verified.text()).toBe(200)
  return { email, password: ADVERTISER_PASSWORD, name, agencyName, country: ecuador.name }
}
