import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/siteDefaults.ts'
import { expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { siteApi, spanish, withPath } from '../fixtures/siteSettings.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 26, item 1: PUT /api/admin/site-settings refuses each bad brand or contact value with its
// field's path and message, and a refused draft leaves the saved one as it was.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const site = siteApi(() => t.app, root)

// The oracle for the brand colour, written here from WCAG 2.2's definitions rather than taken from
// src/shared/colourContrast.ts: relative luminance of sRGB, then (lighter + 0.05) / (darker + 0.05).
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const ratio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
// ADR 024: white text on the colour at least 4.5:1, the colour on the dark theme (#020617) at least 3:1.
const passes = (hex: string) => ratio('#ffffff', hex) >= 4.5 && ratio(hex, '#020617') >= 3

beforeAll(async () => {
  // A saved row (not the defaults standing in for none), so a wrongly accepted write shows as a change.
  await site.save({ ...DEFAULT_SITE_SETTINGS, name: 'Casa Validada' })
})

describe('the contrast oracle agrees with published ratios', () => {
  // WebAIM's contrast checker: the well-known AA boundary greys, yellow, blue, black on white.
  it.each([
    ['#767676', 4.54],
    ['#777777', 4.48],
    ['#ffff00', 1.07],
    ['#0000ff', 8.59],
    ['#000000', 21],
  ])('white on %s is %s:1', (hex, published) => {
    expect(ratio('#ffffff', hex)).toBeCloseTo(published, 2)
  })
})

describe('the brand colour', () => {
  it.each([
    // Fails white text: yellow (1.07:1), and #777777 just under AA (4.48:1).
    '#ffff00',
    '#777777',
    // White text passes, but they vanish on the dark theme.
    '#0000ff',
    '#1e3a8a',
    '#000000',
  ])('%s fails the oracle and is refused with brandContrast', async (hex) => {
    expect(passes(hex)).toBe(false)
    await expectRefused(withPath((await site.draft()).settings, 'brandColor', hex), 'brandColor', 'validation.site.brandContrast')
  })

  it.each(['#767676', '#c2410c', '#1d4ed8', '#15803d'])('%s passes the oracle and is saved', async (hex) => {
    expect(passes(hex)).toBe(true)
    const saved = await site.save(withPath((await site.draft()).settings, 'brandColor', hex))
    expect(saved.settings.brandColor).toBe(hex)
  })
})

describe('malformed values', () => {
  const tooManyPhones = ['+593 2 000 0001', '+593 2 000 0002', '+593 2 000 0003', '+593 2 000 0004', '+593 2 000 0005']
  it.each([
    ['brandColor', '#fff', 'brandColor', 'validation.site.brandColor'],
    ['brandColor', 'c2410c', 'brandColor', 'validation.site.brandColor'],
    ['brandColor', '#c2410g', 'brandColor', 'validation.site.brandColor'],
    ['brandColor', 'orange', 'brandColor', 'validation.site.brandColor'],
    ['phones', ['+593 2 CALL NOW'], 'phones.0', 'validation.phone'],
    ['phones', ['+593 2 394 5600', '12345'], 'phones.1', 'validation.phone'],
    ['phones', tooManyPhones, 'phones', 'validation.site.phones'],
    ['phones', [], 'phones', 'validation.site.phones'],
    ['whatsapp', 'wa.me/593', 'whatsapp', 'validation.phone'],
    ['whatsapp', '099', 'whatsapp', 'validation.phone'],
    ['social', [{ network: 'facebook', url: 'http://facebook.com/casa' }], 'social.0.url', 'validation.site.url'],
    ['social', [{ network: 'instagram', url: 'javascript:alert(1)' }], 'social.0.url', 'validation.site.url'],
    ['social', [{ network: 'x', url: 'not a url' }], 'social.0.url', 'validation.site.url'],
    ['social', [{ network: 'youtube', url: 'https://' }], 'social.0.url', 'validation.site.url'],
    ['presenceCountries', ['country_ec', 'country_co', 'country_ec'], 'presenceCountries', 'validation.site.countries'],
    ['presenceCountries', ['country_xx'], 'presenceCountries.0', 'validation.site.country'],
    ['counters', { sold: -1, clients: 10, years: 5 }, 'counters.sold', 'validation.site.counter'],
    ['counters', { sold: 1, clients: 2.5, years: 5 }, 'counters.clients', 'validation.site.counter'],
    ['counters', { sold: 1, clients: 2, years: 'many' }, 'counters.years', 'validation.site.counter'],
  ])('%s = %j → %s: %s', async (field, value, path, key) => {
    await expectRefused(withPath((await site.draft()).settings, field, value), path, key)
  })
})

describe('values the messages and the ADR rule out', () => {
  // validation.site.social reads "at most one address per social network"; the schema only caps the list's length.
  it('two addresses for one network are refused', async () => {
    const social = [
      { network: 'facebook', url: 'https://facebook.com/casa' },
      { network: 'facebook', url: 'https://facebook.com/otra' },
    ]
    await expectRefused(withPath((await site.draft()).settings, 'social', social), 'social', 'validation.site.social')
  })

  // ADR 024: a logo is an `/uploads/…` path; one climbing out of /uploads is not.
  it('a logo path that climbs out of /uploads is refused', async () => {
    await expectRefused(withPath((await site.draft()).settings, 'logo', '/uploads/../api/admin/site-settings'), 'logo', 'validation.site.logo')
  })
})

/** A 400 naming only `path`, with the Spanish text of `key`, and the saved draft untouched. */
async function expectRefused(body: unknown, path: string, key: string) {
  const before = await site.draft()
  const answer = await expectInvalidFields(await site.api('PUT', '/api/admin/site-settings', body), [path])
  expect(messageOf(answer, path)).toBe(spanish(key))
  expect(await site.draft()).toEqual(before)
}
