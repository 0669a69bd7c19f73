import { describe, expect, it } from 'vitest'
import { at, spreadOf, timesByFilter, type Timed } from '../../scripts/bench/latencySpread.ts'

describe("the traffic bench's reading of where a mix's p99 comes from", () => {
  it('reads percentiles by nearest rank, and none from no answers', () => {
    const sorted = Array.from({ length: 200 }, (_, i) => i + 1)
    expect(at(sorted, 0.5)).toBe(101)
    expect(at(sorted, 0.99)).toBe(199)
    expect(at(sorted, 1)).toBe(200)
    expect(at([], 0.5)).toBeNaN()
  })

  it('tells one answer delayed among quick neighbours from a rate that moved over time', () => {
    // Steady at 100 ms, with one answer in fifty at 300: slow among quick ones.
    const outliers = Array.from({ length: 2000 }, (_, i) => (i % 50 === 7 ? 300 : 100))
    const alone = spreadOf(outliers)
    expect(alone.nearP99).toBe(3)
    expect(alone.nearP90).toBe(1)
    expect(alone.windowMeanMax / alone.windowMeanMin).toBeLessThan(1.05)
    // Spread over the whole run: a tenth of them in its first tenth.
    expect(alone.slowestEarly).toBe(0.1)

    // The whole rate slows for a while: every answer of that stretch at 300, like its neighbours.
    const slowStretch = Array.from({ length: 2000 }, (_, i) => (i >= 1000 && i < 1100 ? 300 : 100))
    const together = spreadOf(slowStretch)
    expect(together.p99).toBe(300)
    expect(together.nearP99).toBe(1)
    expect(together.windowMeanMin).toBe(100)
    expect(together.windowMeanMax).toBe(300)
    expect(together.slowestEarly).toBe(0)
  })

  it('tells a mix that paid at its start', () => {
    const warming = spreadOf(Array.from({ length: 1000 }, (_, i) => (i < 30 ? 800 - i : 100)))
    expect(warming.slowestEarly).toBe(1)
    expect(warming.p99).toBe(791)
  })

  it('names the filter whose answers are slow, with its share of the slowest answers, and leaves out what every address sets', () => {
    const timed: Timed[] = []
    for (let i = 0; i < 400; i++) {
      timed.push([`/propiedades?type=${i % 5}&limit=12`, 100])
      timed.push([`/propiedades?q=casa&sort=price-high&page=${i}&limit=12`, i % 20 === 0 ? 900 : 200])
    }
    const byFilter = timesByFilter(timed)
    expect(byFilter.map((group) => group.filter)).toEqual(['q', 'sort=price-high', 'page', 'all', 'type'])
    const words = byFilter.find((group) => group.filter === 'q')!
    expect(words.answers).toBe(400)
    expect(words.mean).toBe(235)
    expect(words.shareOfSlowest).toBe(1)
    expect(byFilter.find((group) => group.filter === 'type')!.shareOfSlowest).toBe(0)
    expect(byFilter.find((group) => group.filter === 'all')!.answers).toBe(800)
  })

  it("tells the API's orders apart by their value, though every address names one", () => {
    const timed: Timed[] = Array.from({ length: 300 }, (_, i) => [`/api/properties?page=1&sortBy=${['price', 'area', 'createdAt'][i % 3]}`, i % 3 === 0 ? 300 : 100])
    expect(timesByFilter(timed).map((group) => [group.filter, group.answers, group.mean])).toEqual([
      ['sortBy=price', 100, 300],
      ['all', 300, 500 / 3],
      ['sortBy=area', 100, 100],
      ['sortBy=createdAt', 100, 100],
    ])
  })
})
