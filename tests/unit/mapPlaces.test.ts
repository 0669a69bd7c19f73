import { describe, expect, it } from 'vitest'
import { placeMinZoom, selectPlaces, type CityRecord } from '../../src/lib/map/placeSelection.ts'
import { MAX_LABELS, placesInView } from '../../src/lib/map/placesInView.ts'

const city = (name: string, country: string, population: number, lng: number, lat: number, featureCode = 'PPL'): CityRecord => ({
  name,
  country,
  population,
  featureCode,
  loc: { coordinates: [lng, lat] },
})

describe('the basemap place list', () => {
  const cities = [
    city('Quito', 'EC', 1_399_814, -78.52495, -0.22985, 'PPLC'),
    city('Guayaquil', 'EC', 1_952_029, -79.88621, -2.19616, 'PPLA'),
    city('Sangolquí', 'EC', 75_080, -78.44633, -0.33405, 'PPLA2'),
    city('Pueblito', 'CO', 4_999, -75.5, 6.2),
    city('Piura', 'PE', 325_466, -80.63282, -5.19449, 'PPLA'),
    city('Santiago de Surco', 'PE', 251_648, -77.01, -12.14, 'PPLX'),
    city('Tutamandahostel', 'EC', 140_000, -78.5, -0.2, 'PPLL'),
    city('Santiago', 'CL', 4_837_295, -70.64, -33.45, 'PPLC'),
  ]

  it('keeps the four countries from the threshold on, biggest first, rounded to about 100 m', () => {
    expect(selectPlaces(cities)).toEqual([
      ['Guayaquil', -79.886, -2.196, 2.5],
      ['Quito', -78.525, -0.23, 0],
      ['Piura', -80.633, -5.194, 4.5],
      ['Santiago de Surco', -77.01, -12.14, 11],
      ['Sangolquí', -78.446, -0.334, 6.5],
    ])
  })

  it('leaves out other countries, smaller towns and odd kinds of record', () => {
    const names = selectPlaces(cities).map(([name]) => name)
    expect(names).not.toContain('Santiago')
    expect(names).not.toContain('Pueblito')
    expect(names).not.toContain('Tutamandahostel')
    expect(selectPlaces(cities, ['CO'], 1000).map(([name]) => name)).toEqual(['Pueblito'])
  })

  it('names capitals and big cities from afar, towns and city sections only close up', () => {
    expect(placeMinZoom(100, 'PPLC')).toBe(0)
    expect(placeMinZoom(2_000_000, 'PPLA')).toBeLessThan(placeMinZoom(300_000, 'PPLA'))
    expect(placeMinZoom(300_000, 'PPLA')).toBeLessThan(placeMinZoom(20_000, 'PPL'))
    expect(placeMinZoom(20_000, 'PPL')).toBeLessThan(placeMinZoom(6_000, 'PPL'))
    expect(placeMinZoom(900_000, 'PPLX')).toBe(11)
  })
})

describe('the place names drawn for a view', () => {
  // A flat projection: one degree is 100 px, the view's top left at (-80, 0).
  const project = (lng: number, lat: number) => ({ x: (lng + 80) * 100, y: -lat * 100 })

  it('names only the places of this zoom that are on screen', () => {
    const places = selectPlaces([city('Quito', 'EC', 1_399_814, -78.5, -0.2, 'PPLC'), city('Pueblo chico', 'EC', 6_000, -79, -1), city('Lejos', 'EC', 2_000_000, -70, -1)])
    expect(placesInView(places, 5, project, 400, 300).map((l) => l.name)).toEqual(['Quito'])
    expect(placesInView(places, 10, project, 400, 300).map((l) => l.name)).toEqual(['Quito', 'Pueblo chico'])
  })

  it('leaves a smaller place unnamed where its name would cover a bigger one', () => {
    const places = selectPlaces([city('Quito', 'EC', 1_399_814, -78.5, -0.2, 'PPLC'), city('Conocoto', 'EC', 50_000, -78.49, -0.21), city('Sangolquí', 'EC', 75_000, -77.5, -0.2)])
    const shown = placesInView(places, 10, project, 400, 300)
    expect(shown.map((l) => l.name)).toEqual(['Quito', 'Sangolquí'])
    expect(shown[0]).toMatchObject({ size: 'large', lng: -78.5, lat: -0.2 })
  })

  it('draws at most MAX_LABELS however many places fit', () => {
    const many = Array.from({ length: 400 }, (_, i) => city(`P${i}`, 'BR', 10_000 + i, -80 + (i % 20) * 0.5, -Math.floor(i / 20) * 0.5))
    const shown = placesInView(selectPlaces(many), 12, project, 10_000, 10_000)
    expect(shown).toHaveLength(MAX_LABELS)
    expect(shown[0].name).toBe('P399')
  })
})
