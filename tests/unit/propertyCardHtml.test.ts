import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PropertyCard, type CardProperty } from '../../src/components/property/PropertyCard.tsx'
import { propertyCardHtml } from '../../src/components/property/propertyCardHtml.ts'
import { pick } from '../../src/lib/i18n.server.ts'
import { translator } from '../../src/lib/messages.ts'
import { LANGUAGES } from '../../src/shared/constants.ts'

const base: CardProperty = {
  id: 7031,
  slug: 'casa-en-cumbaya-7f3c',
  title: 'Casa "Las Lomas" en Cumbayá & <jardín> de Ana\'s',
  mainImage: '/uploads/properties/abc.webp',
  neighborhood: 'Cumbayá',
  cityName: 'Quito',
  propertyTypeName: 'Casa',
  area: 250.5,
  bedrooms: 4,
  bathrooms: 2.5,
  garage: 2,
  price: 285000,
  currency: 'USD',
  priceType: 'sale',
  isOpportunity: 0,
  opportunityPrice: null,
  legalCosts: null,
}

/**
 * React's server output with what does not change the page: attribute names in its camelCase (HTML
 * names are case-insensitive) and the preload hint it puts before a high-priority image.
 */
const normalized = (html: string) =>
  html
    .replace(/^<link rel="preload" as="image"[^>]*\/>/, '')
    .replace(/ srcSet=/g, ' srcset=')
    .replace(/ fetchPriority=/g, ' fetchpriority=')

const cases: [string, CardProperty][] = [
  ['a sale with a stored photo', base],
  ['a rented opportunity with legal costs and an outside photo', { ...base, isOpportunity: 1, priceType: 'rent', price: 950, legalCosts: 1200, mainImage: 'https://images.example.com/a.jpg', propertyTypeName: 'Apartment' }],
  ['no photo, no place, no garage, unknown type, no slug', { ...base, slug: '', mainImage: null, neighborhood: null, cityName: '', garage: null, area: null, propertyTypeName: 'Bodega' }],
]

describe('propertyCardHtml: the card of home without React', () => {
  for (const lang of LANGUAGES) {
    const t = translator(pick(lang, 'card', 'types'))
    for (const [name, property] of cases) {
      for (const eagerImage of [false, true]) {
        it(`is PropertyCard's markup (${lang}, ${name}${eagerImage ? ', eager photo' : ''})`, () => {
          const react = normalized(renderToStaticMarkup(createElement(PropertyCard, { property, lang, t, eagerImage })))
          expect(propertyCardHtml(property, lang, t, { eagerImage })).toBe(react)
        })
      }
    }
  }
})
