import { describe, expect, it } from 'vitest'
import { listQueryOf } from '../../src/lib/listQuery.ts'

describe('listQueryOf (the list query of a server-rendered page)', () => {
  it('applies the API defaults to what the page asks for', () => {
    expect(listQueryOf({ isOpportunity: true, page: 2, limit: 12 })).toMatchObject({
      isOpportunity: true,
      page: 2,
      limit: 12,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      currency: 'USD',
      includeClosed: false,
    })
  })

  it('drops the values that do not parse instead of failing, and keeps the rest', () => {
    const query = listQueryOf({ countryId: 'country_xx', minBedrooms: 3, sortBy: 'drop', page: 'abc', unknown: 'x' })
    expect(query).toMatchObject({ minBedrooms: 3, sortBy: 'createdAt', page: 1 })
    expect(query).not.toHaveProperty('countryId')
    expect(query).not.toHaveProperty('unknown')
  })
})
