import { describe, expect, it } from 'vitest'
import { landingPath, landingsWithListings, landingTitle, operationOf, resolveLanding } from '../../src/features/landing/model/landing.ts'
import { popularLinks } from '../../src/features/landing/model/popularLinks.ts'
import { getT } from '../../src/lib/i18n.server.ts'
import { LANGUAGES, type Language } from '../../src/shared/constants.ts'
import { featureApiQuery, LANDING_FEATURES } from '../../src/shared/landingFeatures.ts'
import type { SearchOptions } from '../../src/shared/siteData.ts'

const translators = Object.fromEntries(LANGUAGES.map((lang) => [lang, getT(lang)])) as Record<Language, ReturnType<typeof getT>>
const options: SearchOptions = {
  types: [
    { id: 1, name: 'Casa' },
    { id: 2, name: 'Apartamento' },
    { id: 9, name: 'Bodega' },
  ],
  cities: [
    { id: 'ec_quito', name: 'Quito', countryId: 'country_ec', latitude: -0.18, longitude: -78.47 },
    { id: 'br_sao_paulo', name: 'São Paulo', countryId: 'country_br', latitude: null, longitude: null },
  ],
}

describe('landing pages', () => {
  it('write their address in each language', () => {
    const landing = { operation: 'sale' as const, type: options.types[0], city: options.cities[0] }
    expect(landingPath('es', landing, translators.es)).toBe('/venta/casas/quito')
    expect(landingPath('en', landing, translators.en)).toBe('/sale/houses/quito')
    expect(landingPath('pt', { ...landing, operation: 'rent', type: options.types[1], city: options.cities[1] }, translators.pt)).toBe('/aluguel/apartamentos/sao-paulo')
    // A type added after the dictionaries keeps its own name.
    expect(landingPath('en', { operation: 'rent', type: options.types[2], city: null }, translators.en)).toBe('/rent/bodega')
  })

  it('understand any language’s words, and nothing else', () => {
    expect(operationOf('alquiler')).toBe('rent')
    expect(operationOf('venda')).toBe('sale')
    expect(operationOf('comprar')).toBeNull()
    expect(resolveLanding('sale', 'houses/quito', options, translators)).toEqual({ operation: 'sale', type: options.types[0], city: options.cities[0] })
    expect(resolveLanding('rent', 'apartamentos/sao-paulo', options, translators)?.city?.id).toBe('br_sao_paulo')
    expect(resolveLanding('sale', 'casas', options, translators)?.city).toBeNull()
    expect(resolveLanding('sale', 'castillos', options, translators)).toBeNull()
    expect(resolveLanding('sale', 'casas/atlantis', options, translators)).toBeNull()
    expect(resolveLanding('sale', 'casas/quito/extra', options, translators)).toBeNull()
    expect(resolveLanding('sale', '', options, translators)).toBeNull()
  })

  it('narrow by a feature people search for (issue 28), after the city or without one, in any language', () => {
    const pets = LANDING_FEATURES.find((feature) => feature.key === 'pets')!
    const landing = { operation: 'rent' as const, type: options.types[1], city: options.cities[1], feature: pets }
    expect(landingPath('es', landing, translators.es)).toBe('/alquiler/apartamentos/sao-paulo/que-aceptan-mascotas')
    expect(landingPath('en', landing, translators.en)).toBe('/rent/apartments/sao-paulo/pets-allowed')
    expect(landingPath('pt', landing, translators.pt)).toBe('/aluguel/apartamentos/sao-paulo/que-aceitam-pets')
    expect(resolveLanding('rent', 'apartments/sao-paulo/que-aceptan-mascotas', options, translators)).toEqual(landing)
    expect(resolveLanding('sale', 'casas/con-piscina', options, translators)).toMatchObject({ city: null, feature: { key: 'pool' } })
    expect(resolveLanding('sale', 'casas/quito/con-sotano', options, translators)).toBeNull()
    expect(resolveLanding('sale', 'casas/con-piscina/quito', options, translators)).toBeNull()
    expect(featureApiQuery(pets)).toEqual({ petsAllowed: 'true' })
  })

  it('title themselves in each language, with the feature after the place', () => {
    const pets = LANDING_FEATURES.find((feature) => feature.key === 'pets')!
    const inQuito = { operation: 'sale' as const, type: options.types[0], city: options.cities[0] }
    expect(landingTitle(inQuito, translators.es)).toBe('Casas en venta en Quito')
    expect(landingTitle({ ...inQuito, city: null }, translators.en)).toBe('Houses for sale')
    expect(landingTitle({ operation: 'rent', type: options.types[1], city: options.cities[1], feature: pets }, translators.es)).toBe('Apartamentos en alquiler en São Paulo que aceptan mascotas')
    expect(landingTitle({ operation: 'rent', type: options.types[1], city: options.cities[1], feature: pets }, translators.en)).toBe('Apartments for rent in São Paulo, pets allowed')
  })

  it('are listed when they have listings: each type across cities first, most listings first', () => {
    const listed = landingsWithListings(
      [
        { priceType: 'sale', propertyTypeId: 1, cityId: 'ec_quito', count: 5 },
        { priceType: 'sale', propertyTypeId: 1, cityId: 'br_sao_paulo', count: 2 },
        { priceType: 'rent', propertyTypeId: 2, cityId: 'br_sao_paulo', count: 3 },
        { priceType: 'rent', propertyTypeId: 77, cityId: 'ec_quito', count: 9 },
      ],
      options,
    )
    expect(listed.map(({ landing, count }) => [landingPath('es', landing, translators.es), count])).toEqual([
      ['/venta/casas', 7],
      ['/alquiler/apartamentos', 3],
      ['/venta/casas/quito', 5],
      ['/venta/casas/sao-paulo', 2],
      ['/alquiler/apartamentos/sao-paulo', 3],
    ])
  })

  it('are linked under the search as the counts stand, made again only when they change', () => {
    const counts = [
      { priceType: 'sale' as const, propertyTypeId: 1, cityId: 'ec_quito', count: 5 },
      { priceType: 'rent' as const, propertyTypeId: 2, cityId: 'br_sao_paulo', count: 3 },
    ]
    const pets = [{ priceType: 'rent' as const, propertyTypeId: 2, cityId: 'ec_quito', feature: LANDING_FEATURES[0].key, count: 4 }]
    const first = popularLinks('es', translators.es, counts, pets, options)
    expect(first.slice(0, 4).map(({ href, count }) => [href, count])).toEqual([
      ['/venta/casas', 5],
      ['/alquiler/apartamentos', 3],
      ['/venta/casas/quito', 5],
      ['/alquiler/apartamentos/sao-paulo', 3],
    ])
    expect(first).toHaveLength(5)
    expect(first[4].count).toBe(4)
    expect(popularLinks('es', translators.es, counts, pets, options)).toBe(first)
    // Another language has its own links; new counts (a new content version) make new ones.
    expect(popularLinks('en', translators.en, counts, pets, options)[0].href).toBe('/en/sale/houses')
    const changed = popularLinks('es', translators.es, [{ ...counts[0], count: 6 }], [], options)
    expect(changed.map(({ href, count }) => [href, count])).toEqual([
      ['/venta/casas', 6],
      ['/venta/casas/quito', 6],
    ])
  })
})
