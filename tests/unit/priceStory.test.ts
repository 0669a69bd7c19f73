import { describe, expect, it } from 'vitest'
import { daysSince, priceStory } from '../../src/features/listing/model/priceStory.ts'
import { formatDayMonth, formatDaysAgo } from '../../src/shared/format.ts'

const at = (day: number) => new Date(Date.UTC(2026, 2, day)).toISOString()

describe('priceStory', () => {
  it('announces a cut that is the latest change, rounded to a whole percent', () => {
    const story = priceStory([
      { price: 250000, currency: 'USD', changedAt: at(1) },
      { price: 230000, currency: 'USD', changedAt: at(3) },
    ])
    expect(story.cut).toEqual({ percent: 8, changedAt: at(3) })
    expect(story.steps.map((s) => [s.price, s.percent])).toEqual([
      [230000, -8],
      [250000, null],
    ])
  })

  it('announces nothing when the latest change is a rise, but lists every step newest first', () => {
    const story = priceStory([
      { price: 100, currency: 'USD', changedAt: at(1) },
      { price: 90, currency: 'USD', changedAt: at(2) },
      { price: 95, currency: 'USD', changedAt: at(3) },
    ])
    expect(story.cut).toBeNull()
    expect(story.steps.map((s) => s.percent)).toEqual([6, -10, null])
  })

  it('compares nothing across currencies, and a tiny cut is still at least 1 %', () => {
    expect(
      priceStory([
        { price: 100000, currency: 'USD', changedAt: at(1) },
        { price: 400000000, currency: 'COP', changedAt: at(2) },
      ]).cut,
    ).toBeNull()
    expect(
      priceStory([
        { price: 100000, currency: 'USD', changedAt: at(1) },
        { price: 99800, currency: 'USD', changedAt: at(2) },
      ]).cut?.percent,
    ).toBe(1)
  })

  it('has nothing to say about a single price or none', () => {
    expect(priceStory([{ price: 100, currency: 'USD', changedAt: at(1) }])).toEqual({ cut: null, steps: [{ price: 100, currency: 'USD', changedAt: at(1), percent: null }] })
    expect(priceStory([])).toEqual({ cut: null, steps: [] })
  })
})

describe('days on market', () => {
  it('counts whole days and never a negative number', () => {
    const now = Date.UTC(2026, 10, 24, 12)
    expect(daysSince(new Date(Date.UTC(2026, 10, 1, 13)).toISOString(), now)).toBe(22)
    expect(daysSince(new Date(now + 60_000).toISOString(), now)).toBe(0)
  })

  it('words the days in each language', () => {
    expect(formatDaysAgo(23, 'es')).toBe('hace 23 días')
    expect(formatDaysAgo(1, 'es')).toBe('ayer')
    expect(formatDaysAgo(0, 'en')).toBe('today')
    expect(formatDaysAgo(23, 'pt')).toBe('há 23 dias')
  })

  it('dates a change by day and month, adding the year only for another year', () => {
    const now = new Date(Date.UTC(2026, 5, 1))
    expect(formatDayMonth(at(3), 'es', now)).toBe('3 de marzo')
    expect(formatDayMonth(at(3), 'en', now)).toBe('March 3')
    expect(formatDayMonth(at(3), 'pt', now)).toBe('3 de março')
    expect(formatDayMonth(new Date(Date.UTC(2025, 2, 3)).toISOString(), 'es', now)).toBe('3 de marzo de 2025')
  })
})
