import { describe, expect, it } from 'vitest'
import { cardOf } from '../../src/shared/cardProperty.ts'
import { listingJsonLd } from '../../src/features/listing/model/listingJsonLd.ts'
import { costRows, hoaFeeLabel, otherInclusions, propertyTaxLabel, shownFacts } from '../../src/features/listing/model/listingFactsShown.ts'
import { videoFramesOf } from '../../src/features/listing/model/videoFrames.ts'
import { getT } from '../../src/lib/i18n.server.ts'
import { SECURITY_HEADERS } from '../../src/server/securityHeaders.ts'
import { monthlyCostOf } from '../../src/shared/monthlyCost.ts'
import type { Property } from '../../src/shared/types.ts'
import { VIDEO_FRAME_ORIGINS } from '../../src/shared/videoLinks.ts'

// What visitors see of issue 28's facts: the cost breakdown in the country's words, the facts a
// listing states (and only those), the video frames, JSON-LD and the frame policy.

const es = getT('es')
const en = getT('en')
const pt = getT('pt')
const NBSP = '\u00a0'

const bogotaRent: Property = {
  id: 11,
  slug: 'apartamento-chapinero-11',
  title: 'Apartamento en Chapinero',
  description: null,
  mainImage: null,
  images: [],
  floorPlans: [],
  neighborhood: 'Chapinero',
  address: null,
  cityId: 'co_bogota',
  cityName: 'Bogotá',
  countryId: 'country_co',
  countryName: 'Colombia',
  propertyTypeId: 2,
  propertyTypeName: 'Departamento',
  area: 80,
  bedrooms: 2,
  bathrooms: 2,
  garage: 1,
  price: 2500000,
  currency: 'COP',
  priceType: 'rent',
  isOpportunity: 0,
  opportunityPrice: null,
  legalCosts: null,
  isFeatured: 0,
  isActive: 1,
  statusId: 'status_available',
  status: 'available',
  pricePerM2: null,
  previousPrice: null,
  latitude: null,
  longitude: null,
  showExactLocation: 0,
  location: null,
  hoaFee: 350000,
  propertyTax: null,
  includes: ['internet'],
  builtArea: 72.5,
  floor: 3,
  totalFloors: 10,
  elevator: 1,
  yearBuilt: 2015,
  furnished: 'partly',
  petsAllowed: 0,
  estrato: 4,
  amenities: ['gym', 'pool'],
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
  monthlyCost: 2850000,
  authorName: 'Ana',
  authorPhoneNumber: null,
  authorWhatsapp: null,
  advertiser: null,
  pendingReview: 0,
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
}

const noFacts: Property = {
  ...bogotaRent,
  builtArea: null,
  floor: null,
  totalFloors: null,
  elevator: null,
  yearBuilt: null,
  furnished: null,
  petsAllowed: null,
  estrato: null,
  amenities: [],
  videoUrl: null,
  tourUrl: null,
}

describe('the fee and tax names', () => {
  it('follow the listing’s country: administración in Colombia, condominio and IPTU in Brasil, arbitrios in Perú', () => {
    expect(hoaFeeLabel(es, 'country_co')).toBe('Administración')
    expect(hoaFeeLabel(es, 'country_br')).toBe('Condominio')
    expect(hoaFeeLabel(pt, 'country_br')).toBe('Condomínio')
    expect(hoaFeeLabel(es, 'country_ec')).toBe('Mantenimiento')
    expect(propertyTaxLabel(pt, 'country_br')).toBe('IPTU')
    expect(propertyTaxLabel(es, 'country_pe')).toBe('Predial y arbitrios')
    // A country the dictionaries do not know still gets a word, never a raw key.
    expect(hoaFeeLabel(en, 'country_xx')).not.toContain('facts.')
  })
})

describe('the monthly cost breakdown', () => {
  it('lists the rent and the fee, says what the rent includes and which part was not given', () => {
    const cost = monthlyCostOf(bogotaRent)!
    expect(cost.total).toBe(2850000)
    const rows = costRows(bogotaRent, cost, es, 'es')
    expect(rows.map((row) => [row.part, row.label, row.value])).toEqual([
      ['rent', 'Alquiler', `$${NBSP}2.500.000`],
      ['hoaFee', 'Administración', `$${NBSP}350.000`],
      ['tax', 'Impuesto predial (1/12 del anual)', 'no indicado'],
    ])
    expect(otherInclusions(cost, es)).toEqual(['Internet'])
  })

  it('a São Paulo rent with condomínio and IPTU: a twelfth of the yearly tax, the yearly figure beside it; included parts say so', () => {
    const sp = { ...bogotaRent, countryId: 'country_br', currency: 'BRL' as const, price: 3000, hoaFee: 800, propertyTax: 1200, includes: [] }
    const rows = costRows(sp, monthlyCostOf(sp)!, pt, 'pt')
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Aluguel', `R$${NBSP}3.000`],
      ['Condomínio', `R$${NBSP}800`],
      ['IPTU (1/12 do anual)', `R$${NBSP}100`],
    ])
    expect(rows[2].note).toBe(`R$${NBSP}1.200 por ano`)
    const included = { ...sp, includes: ['hoa' as const, 'tax' as const] }
    const cost = monthlyCostOf(included)!
    expect(cost.total).toBe(3000)
    expect(costRows(included, cost, en, 'en').map((row) => row.value)).toEqual([`R$${NBSP}3,000`, 'included in the rent', 'included in the rent'])
    expect(otherInclusions(cost, en), 'the fee and tax are said on their own rows').toEqual([])
  })

  it('a sale has no rent row', () => {
    const sale = { ...bogotaRent, priceType: 'sale' as const, price: 400000000, includes: [] }
    expect(costRows(sale, monthlyCostOf(sale)!, es, 'es').map((row) => row.part)).toEqual(['hoaFee', 'tax'])
  })
})

describe('the facts a listing states', () => {
  it('are shown with their words: "Piso 3 de 10", yes/no, furnished, estrato in Colombia', () => {
    expect(shownFacts(bogotaRent, es, 'es').map((fact) => [fact.name, fact.value])).toEqual([
      ['builtArea', '72,5 m²'],
      ['floor', 'Piso 3 de 10'],
      ['elevator', 'Sí'],
      ['yearBuilt', '2015'],
      ['furnished', 'Semiamueblado'],
      ['petsAllowed', 'No'],
      ['estrato', '4'],
    ])
    expect(shownFacts(bogotaRent, en, 'en').find((fact) => fact.name === 'floor')?.value).toBe('Floor 3 of 10')
  })

  it('leave out what is not given, and the estrato outside Colombia', () => {
    expect(shownFacts(noFacts, es, 'es')).toEqual([])
    expect(shownFacts({ ...bogotaRent, countryId: 'country_ec' }, es, 'es').map((fact) => fact.name)).not.toContain('estrato')
    expect(shownFacts({ ...noFacts, totalFloors: 12 }, es, 'es')).toEqual([{ name: 'totalFloors', label: 'Pisos del edificio', value: '12' }])
  })
})

describe('the video frames', () => {
  it('use the privacy-enhanced players, and drop a link no host rule accepts', () => {
    expect(videoFramesOf(bogotaRent)).toEqual([
      { kind: 'videoUrl', host: 'YouTube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1' },
      { kind: 'tourUrl', host: 'Matterport', embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1' },
    ])
    expect(videoFramesOf({ videoUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ', tourUrl: null })).toEqual([])
  })

  it('are the only frames the Content-Security-Policy allows', () => {
    const directives = SECURITY_HEADERS['Content-Security-Policy'].split('; ')
    expect(directives.filter((d) => d.startsWith('frame-src'))).toEqual([`frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`])
    expect(directives).toContain("default-src 'self'")
    expect(directives).toContain("frame-ancestors 'none'")
  })
})

describe('the card', () => {
  it('carries the monthly cost and nothing of the facts it does not show', () => {
    const card = cardOf(bogotaRent)
    expect(card.monthlyCost).toBe(2850000)
    expect(card).not.toHaveProperty('amenities')
    expect(card).not.toHaveProperty('hoaFee')
  })
})

describe('the JSON-LD', () => {
  it('names the amenities and the lift as amenityFeature, with floor, year and pets', () => {
    const about = (listingJsonLd(bogotaRent, 'https://portal.test/propiedades/x', 'https://portal.test', es) as { about: Record<string, unknown> }).about
    expect(about).toMatchObject({ floorLevel: '3', yearBuilt: 2015, petsAllowed: false })
    expect(about.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Piscina', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Gimnasio', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Ascensor', value: true },
    ])
  })

  it('leaves out what the listing does not state', () => {
    const json = JSON.parse(JSON.stringify(listingJsonLd(noFacts, 'https://portal.test/propiedades/x', 'https://portal.test', es))) as { about: Record<string, unknown> }
    for (const key of ['floorLevel', 'yearBuilt', 'petsAllowed', 'amenityFeature']) expect(json.about, key).not.toHaveProperty(key)
  })
})
