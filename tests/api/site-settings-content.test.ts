import { beforeAll, describe, expect, it } from 'vitest'
import type { SiteSettings } from '../../src/shared/schemas/siteSettings.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/siteDefaults.ts'
import { expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { siteApi, spanish, withPath } from '../fixtures/siteSettings.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 26, item 2: the page texts in es/en/pt. Spanish is required (the others fall back to it),
// each text has a length limit, and the about and legal pages have 1 to 12 sections.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const site = siteApi(() => t.app, root)

const section = (n: number) => ({ title: { es: `Sección ${n}`, en: '', pt: '' }, text: { es: `Texto ${n}`, en: '', pt: '' } })
const sections = (count: number) => Array.from({ length: count }, (_, i) => section(i + 1))

beforeAll(async () => {
  await site.save({ ...DEFAULT_SITE_SETTINGS, name: 'Casa de Textos' })
})

describe('refused page texts', () => {
  it.each([
    ['content.about.sections.0.title.es', 'validation.site.spanishRequired', ''],
    ['content.hero.title.es', 'validation.site.spanishRequired', '   '],
    ['content.contact.intro.es', 'validation.site.spanishRequired', ''],
    ['content.hero.title.en', 'validation.site.textTooLong', 'x'.repeat(161)],
    ['content.hero.searchPlaceholder.pt', 'validation.site.textTooLong', 'x'.repeat(101)],
    ['content.promo.cta.es', 'validation.site.textTooLong', 'x'.repeat(61)],
    ['content.about.sections.1.text.es', 'validation.site.textTooLong', 'x'.repeat(4001)],
    ['content.contact.intro.en', 'validation.site.textTooLong', 'x'.repeat(2001)],
    ['content.legal.subtitle.pt', 'validation.site.text', 42],
    ['content.about.sections', 'validation.site.sections', []],
    ['content.legal.sections', 'validation.site.sections', sections(13)],
  ])('%s → %s', async (path, key, value) => {
    const before = await site.draft()
    // A list of sections is faulted as a whole; a text at its own path.
    const answer = await expectInvalidFields(await site.api('PUT', '/api/admin/site-settings', withPath(before.settings, path, value)), [path])
    expect(messageOf(answer, path)).toBe(spanish(key))
    expect(await site.draft(), 'a refused draft is not saved').toEqual(before)
  })
})

describe('accepted page texts', () => {
  it.each([
    ['content.about.sections.0.title.en', ''],
    ['content.hero.subtitle.pt', '   '],
    ['content.hero.title.es', 'x'.repeat(160)],
    ['content.about.sections', sections(12)],
    ['content.legal.sections', sections(1)],
  ])('%s is saved', async (path, value) => {
    const saved = await site.save(withPath((await site.draft()).settings, path, value))
    // Texts are stored trimmed: whitespace alone is an empty text.
    const stored = typeof value === 'string' ? value.trim() : value
    expect(withPath(saved.settings, path, stored)).toEqual(saved.settings)
    expect(await site.draft()).toEqual(saved)
  })

  it('an English text left empty is kept empty (the pages fall back to Spanish), not filled in', async () => {
    const settings = withPath((await site.draft()).settings, 'content.promo.title', { es: 'Asesoría legal', en: '', pt: 'Assessoria jurídica' })
    const saved = await site.save(settings)
    expect(saved.settings.content.promo.title).toEqual({ es: 'Asesoría legal', en: '', pt: 'Assessoria jurídica' })
  })
})

describe('page texts in the draft and the publication', () => {
  it('names the pages whose texts changed, in the schema order, and publishes them', async () => {
    await site.save({ ...DEFAULT_SITE_SETTINGS, name: 'Casa Publicada' })
    await site.publish()
    const live = await site.live()
    const edited: SiteSettings = withPath(withPath(live, 'content.about.sections.0.text.en', 'Our **mission**.'), 'content.hero.title.es', 'Tu próxima casa')
    const draft = await site.save({ ...edited, name: 'Casa Nueva' })
    expect(draft.unpublished).toEqual(['name', 'content.hero', 'content.about'])
    expect((await site.live()).content, 'a draft is not public').toEqual(live.content)

    const publication = await site.publish()
    expect(publication.changed).toEqual(['name', 'content.hero', 'content.about'])
    expect((await site.live()).content).toEqual(edited.content)
    expect((await site.draft()).unpublished).toEqual([])
  })
})
