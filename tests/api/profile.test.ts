import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountTokens, advertisers, outbox, users } from '../../src/server/db/schema.ts'
import { ROLE_IDS } from '../../src/server/db/seed/reference.ts'
import { createAdvertiser } from '../../src/server/services/advertisers.ts'
import type { Profile } from '../../src/server/services/profile.ts'
import { expectError, expectInvalidFields, filesExist } from '../fixtures/contract.ts'
import { imageBytes, imageFile } from '../fixtures/images.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'
import type { TestUser } from '../fixtures/testApp.ts'

// Issue 27, "Mi perfil": every signed-in user reads and edits their name, numbers, language and
// photo, and moves their account to another address through a link mailed to it.

const t = setUpTestApp()
beforeEach(async () => {
  await t.db.delete(outbox)
})

/** A private owner as sign-up leaves them once verified and approved, signed in. */
async function owner(name = 'Olga Dueña'): Promise<TestUser & { advertiserId: number }> {
  const base = await t.user('admin', { name })
  const advertiserId = await createAdvertiser(t.db, { kind: 'owner', name, email: base.email })
  await t.db.update(users).set({ advertiserId }).where(eq(users.id, base.id))
  return { ...base, advertiserId }
}

const profileOf = (user: TestUser) => call(t.app, 'GET', '/api/auth/profile', undefined, { token: user.token })
const save = (user: TestUser, body: unknown, lang?: string) => call(t.app, 'PUT', '/api/auth/profile', body, { token: user.token, lang })
const uploadPhoto = (user: TestUser | null, file: File | null) => {
  const form = new FormData()
  if (file) form.append('photo', file)
  return t.app.request('/api/auth/profile/photo', { method: 'POST', body: form, headers: user ? { authorization: `Bearer ${user.token}` } : {} })
}
const removePhoto = (user: TestUser) => call(t.app, 'DELETE', '/api/auth/profile/photo', undefined, { token: user.token })
const changeEmail = (user: TestUser, body: unknown) => call(appOnSameDatabase(t), 'POST', '/api/auth/profile/email', body, { token: user.token })
const confirmEmail = (token: string) => call(t.app, 'POST', '/api/auth/profile/email/confirm', { token })
const mailsTo = (address: string) => t.db.select().from(outbox).where(eq(outbox.recipient, address))

describe('reading and saving the profile', () => {
  it('answers the profile with its advertiser', async () => {
    const user = await owner()
    const res = await profileOf(user)
    expect(res.status).toBe(200)
    const profile = (await res.json()) as Profile
    expect(profile).toEqual({
      id: user.id,
      name: 'Olga Dueña',
      email: user.email,
      phoneNumber: null,
      whatsapp: null,
      photo: null,
      language: 'es',
      advertiser: { id: user.advertiserId, kind: 'owner', name: 'Olga Dueña', slug: expect.stringMatching(/^olga-duena/), status: 'approved' },
      agencyRole: null,
    })
    const root = await t.user('superadmin')
    expect(((await (await profileOf(root)).json()) as Profile).advertiser).toBeNull()
    await expectError(await call(t.app, 'GET', '/api/auth/profile'), 401)
  })

  it("saves name, numbers and language; an owner's public name follows, its address stays", async () => {
    const user = await owner('Olga Dueña')
    const before = ((await (await profileOf(user)).json()) as Profile).advertiser!
    const res = await save(user, { name: 'Olga Dueña Vera', phoneNumber: '+593 98 765 4321', whatsapp: '+593987654321', language: 'pt' })
    expect(res.status).toBe(200)
    const profile = (await res.json()) as Profile
    expect(profile).toMatchObject({ name: 'Olga Dueña Vera', phoneNumber: '+593 98 765 4321', whatsapp: '+593987654321', language: 'pt' })
    expect(profile.advertiser).toMatchObject({ name: 'Olga Dueña Vera', slug: before.slug })

    // Numbers not sent stay; sent empty they go.
    const kept = (await (await save(user, { name: 'Olga Dueña Vera', language: 'es' })).json()) as Profile
    expect(kept).toMatchObject({ phoneNumber: '+593 98 765 4321', whatsapp: '+593987654321', language: 'es' })
    const cleared = (await (await save(user, { name: 'Olga Dueña Vera', language: 'es', phoneNumber: '', whatsapp: null })).json()) as Profile
    expect(cleared).toMatchObject({ phoneNumber: null, whatsapp: null })
  })

  it('does not rename an agency after its manager', async () => {
    const base = await t.user('admin', { name: 'Gerardo Gerente' })
    const agencyId = await createAdvertiser(t.db, { kind: 'agency', name: 'Costa Inmuebles' })
    await t.db.update(users).set({ advertiserId: agencyId, agencyRole: 'manager' }).where(eq(users.id, base.id))
    const profile = (await (await save(base, { name: 'Gerardo G.', language: 'es' })).json()) as Profile
    expect(profile.name).toBe('Gerardo G.')
    expect(profile).toMatchObject({ agencyRole: 'manager', advertiser: { kind: 'agency', name: 'Costa Inmuebles' } })
  })

  it('refuses bad fields, in the caller’s language, changing nothing', async () => {
    const user = await owner('Nora Intacta')
    const body = await expectInvalidFields(await save(user, { name: 'N', phoneNumber: 'call me', whatsapp: '12', language: 'fr' }, 'en'), ['name', 'phoneNumber', 'whatsapp', 'language'])
    expect(body.errors!.find((e) => e.path === 'language')!.message).toMatch(/language/i)
    await expectInvalidFields(await save(user, {}), ['name', 'language'])
    const profile = (await (await profileOf(user)).json()) as Profile
    expect(profile).toMatchObject({ name: 'Nora Intacta', language: 'es', advertiser: { name: 'Nora Intacta' } })
  })
})

describe('the profile photo', () => {
  it('stores a real picture through the pipeline, replaces it deleting the old files, and deletes it', async () => {
    const user = await owner()
    const first = await uploadPhoto(user, imageFile(await imageBytes('jpeg', { width: 900, height: 600, hue: 10 }), 'me.jpg', 'image/jpeg'))
    expect(first.status).toBe(200)
    const firstPhoto = ((await first.json()) as Profile).photo!
    expect(firstPhoto).toMatch(/^\/uploads\/.+\.webp$/)
    expect(await filesExist(t, firstPhoto)).toEqual([true, true, true])
    const stored = await t.storage.read(firstPhoto.replace(/^\/uploads\//, ''))
    const bytes = Buffer.from(await new Response(stored!.body).arrayBuffer())
    expect((await sharp(bytes).metadata()).format).toBe('webp')

    // Larger than the JSON cap: the upload has its own.
    const noisy = await sharp(randomBytes(500 * 500 * 3), { raw: { width: 500, height: 500, channels: 3 } })
      .png()
      .toBuffer()
    expect(noisy.length).toBeGreaterThan(300 * 1024)
    const second = await uploadPhoto(user, imageFile(noisy, 'me.png'))
    expect(second.status).toBe(200)
    const secondPhoto = ((await second.json()) as Profile).photo!
    expect(secondPhoto).not.toBe(firstPhoto)
    expect(await filesExist(t, firstPhoto)).toEqual([false, false, false])
    expect(await filesExist(t, secondPhoto)).toEqual([true, true, true])

    const removed = await removePhoto(user)
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as Profile).photo).toBeNull()
    expect(await filesExist(t, secondPhoto)).toEqual([false, false, false])
    expect((await removePhoto(user)).status).toBe(200)
  })

  it('refuses a file that is not an image (415), a huge one (413), none (400) and a stranger (401), keeping the photo', async () => {
    const user = await owner()
    const kept = ((await (await uploadPhoto(user, imageFile(await imageBytes('png'), 'a.png'))).json()) as Profile).photo!
    await expectError(await uploadPhoto(user, imageFile(Buffer.from('not a picture at all'), 'x.png')), 415)
    const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(11 * 1024 * 1024)])
    await expectError(await uploadPhoto(user, imageFile(huge, 'huge.png')), 413)
    await expectInvalidFields(await uploadPhoto(user, null), ['photo'])
    await expectError(await uploadPhoto(null, imageFile(await imageBytes('png'), 'a.png')), 401)
    expect(((await (await profileOf(user)).json()) as Profile).photo).toBe(kept)
    expect(await filesExist(t, kept)).toEqual([true, true, true])
  })
})

describe("changing the account's address", () => {
  function tokenIn(text: string): string {
    const match = text.match(/\/cuenta\/correo#token=([\w-]+)/)
    expect(match, `a /cuenta/correo link in: ${text}`).toBeTruthy()
    return match![1]
  }

  it('asks for the password, mails the new address, and changes it only when the link is opened; the old address is told', async () => {
    const user = await owner('Elena Mudanza')
    const newAddress = `elena-new-${Date.now()}@test.local`

    const wrong = await expectInvalidFields(await changeEmail(user, { email: newAddress, password: 'not my password' }), ['password'])
    expect(wrong.errors![0].message).toBe('La contraseña actual no es correcta.')
    expect(await t.db.select().from(outbox)).toHaveLength(0)

    const res = await changeEmail(user, { email: newAddress, password: user.password })
    expect(res.status).toBe(202)
    expect(((await res.json()) as { message: string }).message).toMatch(/nueva dirección/)
    const [mail] = await mailsTo(newAddress)
    expect(mail.subject).toBe('Confirma tu nuevo correo en Inmobiliaria')
    const token = tokenIn(mail.textBody)
    // Nothing changed yet.
    expect(((await (await profileOf(user)).json()) as Profile).email).toBe(user.email)

    const done = await confirmEmail(token)
    expect(done.status).toBe(200)
    expect(((await done.json()) as { message: string }).message).toMatch(/nueva dirección/)
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.email).toBe(newAddress)
    expect(row.emailVerifiedAt).toBeInstanceOf(Date)
    // The owner's public contact address followed the account's.
    expect((await t.db.select({ email: advertisers.email }).from(advertisers).where(eq(advertisers.id, user.advertiserId)))[0].email).toBe(newAddress)
    const [told] = await mailsTo(user.email)
    expect(told.subject).toBe('El correo de tu cuenta cambió')
    expect(told.textBody).toContain(newAddress)

    const login = (email: string) => call(appOnSameDatabase(t), 'POST', '/api/auth/login', { email, password: user.password })
    expect((await login(newAddress)).status).toBe(200)
    expect((await login(user.email)).status).toBe(401)

    await expectError(await confirmEmail(token), 400)
  })

  it('refuses an address another account has (409), its own address, and a bad one', async () => {
    const user = await owner()
    const other = await t.user('admin')
    const taken = await expectError(await changeEmail(user, { email: other.email.toUpperCase(), password: user.password }), 409)
    expect(taken.errors).toEqual([{ path: 'email', message: 'Ya existe un usuario con ese email.' }])
    await expectInvalidFields(await changeEmail(user, { email: user.email, password: user.password }), ['email'])
    await expectInvalidFields(await changeEmail(user, { email: 'nope', password: user.password }), ['email'])
    expect(await t.db.select().from(outbox)).toHaveLength(0)
  })

  it('refuses a link whose address was taken meanwhile, and an expired link', async () => {
    const user = await owner()
    const wanted = `wanted-${Date.now()}@test.local`
    await changeEmail(user, { email: wanted, password: user.password })
    const token = tokenIn((await mailsTo(wanted))[0].textBody)
    const [intruder] = await t.db.insert(users).values({ name: 'Intruso', email: wanted, passwordHash: 'x', roleId: ROLE_IDS.admin }).returning({ id: users.id })
    await expectError(await confirmEmail(token), 409)
    await t.db.delete(users).where(eq(users.id, intruder.id))

    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id))
    await expectError(await confirmEmail(token), 400)
    expect((await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0].email).toBe(user.email)
  })

  it('throttles wrong passwords like the password change', async () => {
    const user = await owner()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await changeEmail(user, { email: `x${i}-${Date.now()}@test.local`, password: 'wrong password' })).status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    const last = await changeEmail(user, { email: `y-${Date.now()}@test.local`, password: user.password })
    expect(last.status).toBe(429)
    expect(last.headers.get('retry-after')).toBeTruthy()
  }, 120_000)
})
