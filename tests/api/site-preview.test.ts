import { describe, expect, it } from 'vitest'
import { isStaffPreview, PREVIEW_COOKIE, PREVIEW_SECONDS, previewCookieOf } from '../../src/server/services/sitePreview.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 26, item 3: "Vista previa" shows the draft on the public pages to staff only. The Sitio
// screen asks for a preview cookie; pages trust it while its session lives, for 30 minutes.

const t = setUpTestApp()
const boss = setUpUser(t, 'superadmin', { email: 'boss-preview@inmobiliaria.test' })
const agent = setUpUser(t, 'admin', { email: 'agent-preview@inmobiliaria.test' })
const SECRET = 'preview test secret'
const now = () => Math.floor(Date.now() / 1000)

async function previewCookie(token: string): Promise<{ status: number; value: string | null; header: string }> {
  const res = await call(t.app, 'POST', '/api/admin/site-settings/preview', undefined, { token })
  const header = res.headers.get('set-cookie') ?? ''
  return { status: res.status, value: previewCookieOf(header), header }
}

describe('the preview cookie', () => {
  it('is given to a superadmin: HttpOnly, SameSite=Strict, for the whole site, 30 minutes', async () => {
    const { status, value, header } = await previewCookie(boss.token)
    expect(status).toBe(204)
    expect(value).toBeTruthy()
    expect(header).toContain(`${PREVIEW_COOKIE}=`)
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Strict/i)
    expect(header).toMatch(/Path=\/(;|$)/)
    expect(header).toContain(`Max-Age=${PREVIEW_SECONDS}`)
  })

  it('is refused to an admin (403) and to a visitor (401)', async () => {
    expect((await previewCookie(agent.token)).status).toBe(403)
    const res = await call(t.app, 'POST', '/api/admin/site-settings/preview')
    expect(res.status).toBe(401)
    expect(res.headers.get('set-cookie') ?? '').not.toContain(PREVIEW_COOKIE)
  })

  it('opens the draft only while it is whole, unexpired and its session alive', async () => {
    const secret = t.previewSecret
    const { value } = await previewCookie(boss.token)
    expect(await isStaffPreview(t.db, secret, value!, now())).toBe(true)
    // Another secret (another deployment), an altered payload, a cut token.
    expect(await isStaffPreview(t.db, SECRET, value!, now())).toBe(false)
    const [payload, signature] = value!.split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), u: agent.id })).toString('base64url')
    expect(await isStaffPreview(t.db, secret, `${forged}.${signature}`, now())).toBe(false)
    expect(await isStaffPreview(t.db, secret, payload, now())).toBe(false)
    expect(await isStaffPreview(t.db, secret, 'not a token', now())).toBe(false)
    // Past its 30 minutes.
    expect(await isStaffPreview(t.db, secret, value!, now() + PREVIEW_SECONDS + 1)).toBe(false)
    // Logging out ends the session it names.
    const out = await call(t.app, 'POST', '/api/auth/logout', undefined, { token: boss.token })
    expect(out.status).toBe(204)
    expect(await isStaffPreview(t.db, secret, value!, now())).toBe(false)
  })
})
