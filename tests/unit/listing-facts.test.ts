import { describe, expect, it } from 'vitest'
import { FEATURE_FILTERS, featureValue } from '../../src/shared/featureFilters.ts'
import { monthlyCostOf } from '../../src/shared/monthlyCost.ts'
import { apiQuery, DEFAULT_SEARCH, parseSearch, serializeSearch } from '../../src/shared/searchQuery.ts'
import { videoEmbed } from '../../src/shared/videoLinks.ts'

// Issue 28: the video links a listing may give, the monthly cost rule and the new filters' address.

describe('video and tour links', () => {
  it('accept YouTube, Vimeo and Matterport links and embed them from the privacy-enhanced hosts', () => {
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', 'http://youtube.com/embed/dQw4w9WgXcQ']) {
      expect(videoEmbed(link), link).toEqual({ host: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1' })
    }
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ host: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1' })
    expect(videoEmbed('https://my.matterport.com/show/?m=SxQL3iGyoDo')?.host).toBe('matterport')
  })

  it('refuse other hosts, look-alikes, bad ids and other schemes', () => {
    for (const link of [
      'https://evil.example.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://vimeo.com/channels/staff',
      'https://my.matterport.com/models/abc',
      'javascript:alert(1)',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'https://user:pw@youtu.be/dQw4w9WgXcQ',
      'not a link',
    ]) {
      expect(videoEmbed(link), link).toBeNull()
    }
  })
})

describe('the monthly cost', () => {
  const rent = { priceType: 'rent', price: 2_000_000, hoaFee: 300_000, propertyTax: 1_200_000 }
  it('adds the fee and a twelfth of the tax to a rent unless the rent includes them', () => {
    expect(monthlyCostOf(rent)).toEqual({ total: 2_400_000, rent: 2_000_000, hoaFee: 300_000, tax: 100_000, included: [] })
    expect(monthlyCostOf({ ...rent, includes: ['hoa'] })?.total).toBe(2_100_000)
    expect(monthlyCostOf({ ...rent, includes: ['hoa', 'tax', 'utilities'] })).toMatchObject({ total: 2_000_000, hoaFee: null, tax: null })
    expect(monthlyCostOf({ priceType: 'rent', price: 900 })?.total).toBe(900)
  })
  it('is the fee and the tax for a sale, and nothing for a sale without them; what a sale "includes" does not count', () => {
    expect(monthlyCostOf({ priceType: 'sale', price: 250_000, hoaFee: 120, propertyTax: 600, includes: ['hoa'] })).toMatchObject({ total: 170, rent: null, hoaFee: 120, tax: 50 })
    expect(monthlyCostOf({ priceType: 'sale', price: 250_000 })).toBeNull()
    expect(monthlyCostOf({ priceType: 'sale', price: 250_000, propertyTax: 1000 })?.total).toBe(83.33)
  })
  it('uses the opportunity price of a rent', () => {
    expect(monthlyCostOf({ ...rent, isOpportunity: 1, opportunityPrice: 1_800_000 })?.total).toBe(2_200_000)
  })
})

describe('the new filters in the address', () => {
  it('round-trip through the address and reach the API under the same names', () => {
    const address = '?country=country_co&maxMonthlyCost=3000000&currency=COP&minBuiltArea=60&petsAllowed=true&furnished=partly&elevator=true&estrato=3&amenities=pool,gym&sort=cost-low'
    const state = parseSearch(address)
    expect(state).toMatchObject({ petsAllowed: true, furnished: 'partly', elevator: true, estrato: 3, amenities: ['pool', 'gym'], minBuiltArea: 60, maxMonthlyCost: 3_000_000, sort: 'cost-low' })
    expect(parseSearch(serializeSearch(state))).toEqual(state)
    expect(apiQuery(state)).toMatchObject({
      petsAllowed: 'true',
      furnished: 'partly',
      elevator: 'true',
      estrato: '3',
      amenities: 'pool,gym',
      minBuiltArea: 60,
      maxMonthlyCost: 3_000_000,
      currency: 'COP',
      sortBy: 'monthlyCost',
      sortOrder: 'asc',
    })
  })
  it('ignores malformed values in a hand-edited address', () => {
    const state = parseSearch('?petsAllowed=maybe&furnished=no&estrato=9&amenities=pool,sauna&maxMonthlyCost=cheap')
    expect(state).toEqual(DEFAULT_SEARCH)
  })
  it('keeps amenities in the fixed order, each once', () => {
    const amenities = FEATURE_FILTERS.find((filter) => filter.key === 'amenities')!
    expect(featureValue(amenities, 'gym,pool,gym')).toEqual(['pool', 'gym'])
  })
})
