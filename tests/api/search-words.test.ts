import { beforeAll, describe, expect, it } from 'vitest'
import type { PlaceSuggestion, Property, PropertyList } from '../../src/shared/types.ts'
import { expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 22, item 8: type and place words narrow the search, in Spanish, English and Portuguese; a
// near miss gets a suggestion; the search box offers places as one types.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const L: Record<string, Property> = {}
// Seeded type ids (src/server/db/seed/reference.ts): 1 Casa, 2 Apartamento, 3 Terreno, 4 Oficina, 5 Comercial.
const bogota = { countryId: 'country_co', cityId: 'co_bogota', currency: 'COP', neighborhood: 'Chapinero' }
const quito = { countryId: 'country_ec', cityId: 'ec_quito', neighborhood: 'La Carolina' }

beforeAll(async () => {
  const add = async (name: string, fields: Record<string, string>) => {
    L[name] = await createListing(t, owner.token, { description: 'Buena ubicación, cerca de todo.', ...fields })
  }
  await add('aptoBogota', { ...bogota, propertyTypeId: '2', title: 'Apto moderno con balcón' })
  await add('deptoBogota', { ...bogota, propertyTypeId: '2', title: 'Departamento familiar en Chapinero' })
  await add('flatBogota', { ...bogota, propertyTypeId: '2', title: 'Estudio amoblado', neighborhood: 'Usaquén' })
  await add('officeBogota', { ...bogota, propertyTypeId: '4', title: 'Oficina en torre empresarial' })
  await add('aptoQuito', { ...quito, propertyTypeId: '2', title: 'Suite con vista al parque' })
  await add('houseQuito', { ...quito, propertyTypeId: '1', title: 'Residencia con jardín' })
  // A house whose text mentions Bogotá and apartments, in Medellín: neither type nor place.
  await add('houseMedellin', {
    countryId: 'country_co',
    cityId: 'co_medellin',
    currency: 'COP',
    neighborhood: 'El Poblado',
    propertyTypeId: '1',
    title: 'Casa campestre',
    description: 'A una hora de Bogotá en avión; ideal para dejar el departamento de la ciudad.',
  })
  await add('houseLima', { countryId: 'country_pe', cityId: 'pe_lima', currency: 'PEN', neighborhood: 'San Isidro', propertyTypeId: '1', title: 'Casa clásica' })
  await add('shopSaoPaulo', { countryId: 'country_br', cityId: 'br_sao_paulo', currency: 'BRL', neighborhood: 'Pinheiros', propertyTypeId: '5', title: 'Ponto na avenida' })
})

async function search(q: string, extra = ''): Promise<PropertyList<Property>> {
  const res = await t.app.request(`/api/properties?limit=50&q=${encodeURIComponent(q)}${extra}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as PropertyList<Property>
}
const found = async (q: string) => (await search(q)).data.map((p) => p.id).sort((a, b) => a - b)
const idsOf = (...names: string[]) => names.map((name) => L[name].id).sort((a, b) => a - b)

describe('GET /api/properties: type and place words', () => {
  it('finds every apartment by any of its names, in any of the three languages', async () => {
    const apartments = idsOf('aptoBogota', 'deptoBogota', 'flatBogota', 'aptoQuito')
    for (const word of ['departamento', 'Apartamento', 'apartment', 'flats', 'DEPARTAMENTOS']) expect(await found(word), word).toEqual(apartments)
    expect(await found('house')).toEqual(idsOf('houseQuito', 'houseMedellin', 'houseLima'))
    expect(await found('escritório')).toEqual(idsOf('officeBogota'))
    expect(await found('loja')).toEqual(idsOf('shopSaoPaulo'))
    // Two type words widen: either type.
    expect(await found('oficina apartamento')).toEqual(idsOf('aptoBogota', 'deptoBogota', 'flatBogota', 'officeBogota', 'aptoQuito'))
  })

  it('narrows by type and place together: "apartamento bogota", "house quito", "loja são paulo"', async () => {
    expect(await found('apartamento bogota')).toEqual(idsOf('aptoBogota', 'deptoBogota', 'flatBogota'))
    expect(await found('Apartamento Bogotá')).toEqual(idsOf('aptoBogota', 'deptoBogota', 'flatBogota'))
    expect(await found('house quito')).toEqual(idsOf('houseQuito'))
    expect(await found('loja são paulo')).toEqual(idsOf('shopSaoPaulo'))
    // A neighbourhood of several words is one place; a place only mentioned in a description is not there.
    expect(await found('casa san isidro')).toEqual(idsOf('houseLima'))
    expect(await found('bogota')).toEqual(idsOf('aptoBogota', 'deptoBogota', 'flatBogota', 'officeBogota'))
    expect(await found('usaquen')).toEqual(idsOf('flatBogota'))
    // Free text still works beside them, and the filters still apply.
    expect(await found('departamento balcon')).toEqual(idsOf('aptoBogota'))
    expect((await search('apartamento', '&countryId=country_ec')).data.map((p) => p.id)).toEqual(idsOf('aptoQuito'))
  })

  it('suggests the right word beside few or no results, and nothing otherwise', async () => {
    const typo = await search('cumbya')
    expect(typo.data).toEqual([])
    expect(typo.didYouMean).toBe('Cumbayá')
    expect((await search('casa chapinerro')).didYouMean).toBe('casa Chapinero')
    expect((await search('departamneto quito')).didYouMean).toBe('departamento quito')
    expect((await search('san isidor')).didYouMean).toBe('San Isidro')
    // Plenty found, or nothing alike: no suggestion.
    expect((await search('departamento')).didYouMean).toBeNull()
    expect((await search('xqzwv')).didYouMean).toBeNull()
    expect((await search('')).didYouMean).toBeNull()
  })
})

describe('GET /api/locations/suggest', () => {
  async function suggest(query: string): Promise<PlaceSuggestion[]> {
    const res = await t.app.request(`/api/locations/suggest?${query}`)
    expect(res.status, await res.clone().text()).toBe(200)
    return (await res.json()) as PlaceSuggestion[]
  }

  it('offers cities and neighbourhoods the last words start, with their country in the asked language', async () => {
    expect((await suggest('q=cumb'))[0]).toEqual({ kind: 'city', name: 'Cumbayá', city: null, cityId: 'ec_cumbaya', countryId: 'country_ec', country: 'Ecuador', text: 'Cumbayá' })
    const chapinero = await suggest('q=casa%20chapi&lang=en')
    expect(chapinero).toEqual([{ kind: 'neighborhood', name: 'Chapinero', city: 'Bogotá', cityId: 'co_bogota', countryId: 'country_co', country: 'Colombia', text: 'casa Chapinero' }])
    expect((await suggest('q=rio%20de%20ja&lang=en')).map((p) => [p.name, p.country, p.text])).toEqual([['Rio de Janeiro', 'Brazil', 'Rio de Janeiro']])
    expect((await suggest('q=sao&lang=pt'))[0]).toMatchObject({ name: 'São Paulo', country: 'Brasil' })
    // A later word of a name counts too ("isidro" → San Isidro), and few come back.
    expect((await suggest('q=isidro')).map((p) => p.name)).toEqual(['San Isidro'])
    expect((await suggest('q=sa')).length).toBeLessThanOrEqual(6)
  })

  it('answers an empty list for an empty or unknown text, and 400 for a text too long or a bad language', async () => {
    expect(await suggest('q=')).toEqual([])
    expect(await suggest('')).toEqual([])
    expect(await suggest('q=zzzzqq')).toEqual([])
    const long = await expectInvalidFields(await t.app.request(`/api/locations/suggest?q=${'a'.repeat(101)}`), ['q'])
    expect(messageOf(long, 'q')).toBe('La búsqueda de lugares es demasiado larga')
    const lang = await expectInvalidFields(await t.app.request('/api/locations/suggest?q=cu&lang=fr'), ['lang'])
    expect(messageOf(lang, 'lang')).toBe('Idioma no válido (es, en o pt)')
  })
})

describe('near misses', () => {
  it('are measured in the process exactly as the database’s pg_trgm measures them', async () => {
    const { sql } = await import('drizzle-orm')
    const { similarity } = await import('../../src/server/services/trigram.ts')
    const pairs = [
      ['cumbya', 'cumbaya'],
      ['san isidor', 'san isidro'],
      ['departamneto', 'departamento'],
      ['bogta', 'bogota'],
      ['rio de janeiro', 'janeiro'],
      ['x', 'casa'],
    ]
    for (const [a, b] of pairs) {
      const result = await t.db.execute(sql`select similarity(${a}, ${b})::float8 as s`)
      const rows = (Array.isArray(result) ? result : (result as { rows: { s: number }[] }).rows) as { s: number }[]
      expect(similarity(a, b), `${a} ~ ${b}`).toBeCloseTo(Number(rows[0].s), 5)
    }
  })
})
