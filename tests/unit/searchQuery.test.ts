import { describe, expect, it } from 'vitest'
import { apiQuery, clearedFilters, DEFAULT_SEARCH, parseSearch, serializeSearch, withChanges, withFilter } from '../../src/shared/searchQuery.ts'

describe('search URL state', () => {
  it('reads every parameter of a shared search', () => {
    expect(parseSearch('?q=%20casa%20quito%20&country=country_ec&type=2&operation=rent&sort=price-low&page=3')).toEqual({
      ...DEFAULT_SEARCH,
      q: 'casa quito',
      country: 'country_ec',
      type: 2,
      operation: 'rent',
      sort: 'price-low',
      page: 3,
    })
    expect(parseSearch('?country=country_co&city=co_bogota&operation=rent&maxPrice=3000000&currency=COP&beds=3&baths=2&parking=1&minArea=50.5&maxArea=120&closed=1&sort=area-high')).toEqual({
      ...DEFAULT_SEARCH,
      country: 'country_co',
      city: 'co_bogota',
      operation: 'rent',
      maxPrice: 3_000_000,
      currency: 'COP',
      minBedrooms: 3,
      minBathrooms: 2,
      minGarage: 1,
      minArea: 50.5,
      maxArea: 120,
      closed: true,
      sort: 'area-high',
    })
  })

  it('writes the fact filters under the API names, and still reads the old ones (beds, baths, parking)', () => {
    const state = { ...DEFAULT_SEARCH, minBedrooms: 3, minBathrooms: 2, minGarage: 1, minArea: 50.5, maxArea: 120 }
    const query = serializeSearch(state)
    expect(query).toBe('?minBedrooms=3&minBathrooms=2&minGarage=1&minArea=50.5&maxArea=120')
    expect(parseSearch(query)).toEqual(state)
    expect(parseSearch('?beds=3&baths=2&parking=1&minArea=50.5&maxArea=120')).toEqual(state)
    // The new name wins over an old one in the same address.
    expect(parseSearch('?beds=2&minBedrooms=4').minBedrooms).toBe(4)
    expect(parseSearch('?minBedrooms=9&minGarage=0').minBedrooms).toBeNull()
  })

  it('ignores malformed values instead of passing them on', () => {
    expect(parseSearch('?country=country_xx&type=-1&operation=swap&sort=cheapest&page=0')).toEqual(DEFAULT_SEARCH)
    expect(parseSearch('?type=2.5&page=abc').type).toBeNull()
    expect(parseSearch('?page=1e3').page).toBe(1)
    expect(parseSearch(`?q=${'a'.repeat(300)}`).q).toHaveLength(200)
    // A city needs its own country; choices outside the offered ones and bad amounts are dropped.
    expect(parseSearch('?city=co_bogota').city).toBeNull()
    expect(parseSearch('?country=country_ec&city=co_bogota').city).toBeNull()
    expect(parseSearch('?beds=9&baths=0&parking=3&minPrice=-5&maxPrice=1e9&minArea=big&currency=EUR&closed=yes')).toEqual(DEFAULT_SEARCH)
  })

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(serializeSearch(DEFAULT_SEARCH)).toBe('')
    const state = { ...DEFAULT_SEARCH, q: 'São Paulo', country: 'country_br' as const, type: 1, operation: 'sale' as const, sort: 'price-high' as const, page: 2 }
    const query = serializeSearch(state)
    expect(query).toBe('?q=S%C3%A3o+Paulo&country=country_br&type=1&operation=sale&sort=price-high&page=2')
    expect(parseSearch(query)).toEqual(state)
  })

  it('maps the sort choices and filters to the API parameters', () => {
    expect(apiQuery(DEFAULT_SEARCH)).toEqual({ page: 1, limit: 12, sortBy: 'createdAt', sortOrder: 'desc' })
    expect(apiQuery({ ...DEFAULT_SEARCH, sort: 'price-low', country: 'country_pe', type: 4, operation: 'rent', q: 'miraflores', page: 2 })).toEqual({
      page: 2,
      limit: 12,
      sortBy: 'price',
      sortOrder: 'asc',
      q: 'miraflores',
      countryId: 'country_pe',
      propertyTypeId: 4,
      priceType: 'rent',
    })
    expect(apiQuery({ ...DEFAULT_SEARCH, sort: 'price-high' })).toMatchObject({ sortBy: 'price', sortOrder: 'desc' })
    expect(apiQuery({ ...DEFAULT_SEARCH, sort: 'area-high' })).toMatchObject({ sortBy: 'area', sortOrder: 'desc' })
    const bogota = parseSearch('?country=country_co&city=co_bogota&operation=rent&maxPrice=3000000&currency=COP&beds=3&parking=1&closed=1')
    expect(apiQuery(bogota)).toEqual({
      page: 1,
      limit: 12,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      countryId: 'country_co',
      cityId: 'co_bogota',
      priceType: 'rent',
      maxPrice: 3_000_000,
      currency: 'COP',
      minBedrooms: 3,
      minGarage: 1,
      includeClosed: true,
    })
    // A currency alone filters nothing: it only says how prices are shown.
    expect(apiQuery({ ...DEFAULT_SEARCH, currency: 'BRL' })).not.toHaveProperty('currency')
  })

  it('goes back to page 1 on a filter change, and clears a filter chosen twice', () => {
    const onPage4 = { ...DEFAULT_SEARCH, page: 4, country: 'country_co' as const }
    expect(withFilter(onPage4, 'type', 3)).toEqual({ ...onPage4, type: 3, page: 1 })
    expect(withFilter(onPage4, 'country', 'country_co')).toEqual({ ...onPage4, country: null, page: 1 })
    expect(withFilter(onPage4, 'country', 'country_ec').country).toBe('country_ec')
    expect(withFilter({ ...onPage4, city: 'co_bogota' }, 'country', 'country_ec').city).toBeNull()
    expect(withChanges({ ...onPage4, city: 'co_bogota' }, { minBedrooms: 2 })).toEqual({ ...onPage4, city: 'co_bogota', minBedrooms: 2, page: 1 })
    expect(clearedFilters({ ...onPage4, q: 'casa', sort: 'price-low', minBedrooms: 2, closed: true })).toEqual({ ...DEFAULT_SEARCH, q: 'casa', sort: 'price-low' })
  })
})
