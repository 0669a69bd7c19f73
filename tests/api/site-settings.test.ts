import { count, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, siteContentVersion, sitePublications } from '../../src/server/db/schema.ts'
import { RESPONSE_CACHE_SECONDS } from '../../src/server/middleware/responseCache.ts'
import type { SiteDraftState, SitePublication } from '../../src/server/services/siteSettings.ts'
import { contrastRatio, readableBrand } from '../../src/shared/colourContrast.ts'
import type { SiteSettings } from '../../src/shared/schemas/siteSettings.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/siteDefaults.ts'
import { expectError, expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 26, item 1 and the publish/history part of item 3: the operator's settings are a draft until
// published; publications are kept and any earlier one can go live again.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const admin = setUpUser(t, 'admin')

const api = (method: string, path: string, body?: unknown, token = root.token) => call(t.app, method, path, body, { token })
const publicSettings = async (app = t.app) => {
  const res = await call(app, 'GET', '/api/site-settings')
  expect(res.status).toBe(200)
  return (await res.json()) as SiteSettings
}
const saveDraft = async (changes: Partial<SiteSettings>) => {
  const current = ((await (await api('GET', '/api/admin/site-settings')).json()) as SiteDraftState).settings
  const res = await api('PUT', '/api/admin/site-settings', { ...current, ...changes })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as SiteDraftState
}
const publish = async () => {
  const res = await api('POST', '/api/admin/site-settings/publish')
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as SitePublication
}
const contentVersion = async () => (await t.db.select({ version: siteContentVersion.version }).from(siteContentVersion))[0].version

describe('the brand colour is checked for contrast (WCAG AA)', () => {
  it.each([
    ['#c2410c', true],
    ['#1d4ed8', true],
    ['#15803d', true],
    // White text on amber is unreadable; navy and near-black vanish on the dark theme.
    ['#f59e0b', false],
    ['#1e3a8a', false],
    ['#111827', false],
  ])('%s readable in both themes: %s', (colour, readable) => {
    const onWhite = contrastRatio(colour, '#ffffff') >= 4.5
    const onDark = contrastRatio(colour, '#020617') >= 3
    expect(readableBrand(colour)).toBe(readable)
    expect(onWhite && onDark).toBe(readable)
  })

  it('known ratios: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })
})

describe('site settings', () => {
  it('before any publication, visitors get the built-in defaults, and the draft is them', async () => {
    expect(await publicSettings()).toEqual(DEFAULT_SITE_SETTINGS)
    const draft = (await (await api('GET', '/api/admin/site-settings')).json()) as SiteDraftState
    expect(draft).toEqual({ settings: DEFAULT_SITE_SETTINGS, updatedAt: null, unpublished: [] })
  })

  it('only a superadmin reads or writes the draft', async () => {
    await expectError(await api('GET', '/api/admin/site-settings', undefined, admin.token), 403)
    await expectError(await api('PUT', '/api/admin/site-settings', DEFAULT_SITE_SETTINGS, admin.token), 403)
    await expectError(await api('POST', '/api/admin/site-settings/publish', undefined, admin.token), 403)
    await expectError(await call(t.app, 'GET', '/api/admin/site-settings/publications'), 401)
  })

  it('refuses bad values field by field, in the caller language, and keeps the draft as it was', async () => {
    const before = (await (await api('GET', '/api/admin/site-settings')).json()) as SiteDraftState
    const bad = {
      ...DEFAULT_SITE_SETTINGS,
      name: 'X',
      brandColor: '#f59e0b',
      phones: ['+593 2 394 5600', 'call me'],
      emails: [],
      whatsapp: 'abc',
      social: [
        { network: 'facebook', url: 'http://facebook.com/x' },
        { network: 'myspace', url: 'https://myspace.com/x' },
      ],
      presenceCountries: ['country_ec', 'country_ec'],
      counters: { sold: -1, clients: 3.5, years: 5 },
      defaultCurrency: 'EUR',
      logo: 'https://elsewhere.example/logo.png',
    }
    const res = await api('PUT', '/api/admin/site-settings', bad)
    const body = await expectInvalidFields(res, [
      'name',
      'brandColor',
      'phones.1',
      'emails',
      'whatsapp',
      'social.0.url',
      'social.1.network',
      'presenceCountries',
      'counters.sold',
      'counters.clients',
      'defaultCurrency',
      'logo',
    ])
    expect(messageOf(body, 'brandColor')).toMatch(/4,5:1/)
    const english = await expectInvalidFields(await call(t.app, 'PUT', '/api/admin/site-settings', { ...DEFAULT_SITE_SETTINGS, brandColor: 'orange' }, { token: root.token, lang: 'en' }), [
      'brandColor',
    ])
    expect(messageOf(english, 'brandColor')).toBe('Write the colour as #rrggbb.')
    expect(await (await api('GET', '/api/admin/site-settings')).json()).toEqual(before)
  })

  it('a saved draft changes nothing public; publishing shows it to everyone, bumps the content version and is audited', async () => {
    const versionBefore = await contentVersion()
    const draft = await saveDraft({ phones: ['+593 2 111 2222'], name: 'Casa Andina' })
    expect(draft.unpublished).toEqual(['name', 'phones'])
    expect((await publicSettings()).phones).toEqual(DEFAULT_SITE_SETTINGS.phones)
    expect(await contentVersion()).toBe(versionBefore)

    const publication = await publish()
    expect(publication).toMatchObject({ changed: ['name', 'phones'], publisherEmail: root.email, restoredFrom: null })
    expect(await contentVersion()).toBeGreaterThan(versionBefore)
    expect((await (await api('GET', '/api/admin/site-settings')).json()) as SiteDraftState).toMatchObject({ unpublished: [] })
    // This process's own write empties its cache: at once here.
    expect(await publicSettings()).toMatchObject({ name: 'Casa Andina', phones: ['+593 2 111 2222'] })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'site.publish'`)
    expect(entry).toMatchObject({ actorId: root.id, targetType: 'site', targetId: String(publication.id), details: { changed: ['name', 'phones'], restoredFrom: null } })
  })

  it('publishing a draft without changes is refused (409) and records nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(sitePublications))[0].n
    const body = await expectError(await api('POST', '/api/admin/site-settings/publish'), 409)
    expect(body.message).toBe('El borrador no tiene cambios que publicar.')
    expect((await t.db.select({ n: count() }).from(sitePublications))[0].n).toBe(before)
  })

  it("another process's publication reaches this one within the response cache's lifetime", async () => {
    const other = appOnSameDatabase(t)
    expect((await publicSettings()).address).toBe(DEFAULT_SITE_SETTINGS.address)
    const current = ((await (await call(other, 'GET', '/api/admin/site-settings', undefined, { token: root.token })).json()) as SiteDraftState).settings
    const saved = await call(other, 'PUT', '/api/admin/site-settings', { ...current, address: 'Calle 93 #11-26, Bogotá' }, { token: root.token })
    expect(saved.status).toBe(200)
    expect((await call(other, 'POST', '/api/admin/site-settings/publish', undefined, { token: root.token })).status).toBe(201)
    await expect.poll(async () => (await publicSettings()).address, { timeout: (RESPONSE_CACHE_SECONDS + 2) * 1000 }).toBe('Calle 93 #11-26, Bogotá')
  })

  it('lists publications newest first and restores an earlier one in one call, as a new publication', async () => {
    await saveDraft({ whatsapp: '+57 300 123 4567' })
    await publish()
    const list = (await (await api('GET', '/api/admin/site-settings/publications')).json()) as SitePublication[]
    expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((a, b) => b - a))
    expect(list[0].changed).toEqual(['whatsapp'])
    const first = list.at(-1)!
    const restored = (await (await api('POST', `/api/admin/site-settings/publications/${first.id}/restore`)).json()) as SitePublication
    expect(restored).toMatchObject({ restoredFrom: first.id })
    expect(restored.changed).toEqual(expect.arrayContaining(['address', 'whatsapp']))
    const live = await publicSettings()
    expect(live).toMatchObject({ name: 'Casa Andina', phones: ['+593 2 111 2222'], whatsapp: DEFAULT_SITE_SETTINGS.whatsapp, address: DEFAULT_SITE_SETTINGS.address })
    // The draft follows, so the next edit starts from what is live.
    expect(((await (await api('GET', '/api/admin/site-settings')).json()) as SiteDraftState).settings).toEqual(live)
    await expectError(await api('POST', '/api/admin/site-settings/publications/99999/restore'), 404)
    await expectError(await api('POST', '/api/admin/site-settings/publications/abc/restore'), 404)
  })
})
