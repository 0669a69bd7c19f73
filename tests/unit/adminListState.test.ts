import { describe, expect, it } from 'vitest'
import { changeListState, lastPageOf, listStateSearch, readListState, shownRange, type ListSpec } from '../../src/features/admin/shared/model/listState.ts'

const spec: ListSpec<'createdAt' | 'price' | 'views', 'active' | 'inactive'> = { sorts: ['createdAt', 'price', 'views'], sort: 'createdAt', order: 'desc', filters: ['active', 'inactive'] }

describe('an admin list’s state in the address', () => {
  it('reads a plain address as the first page of 25, in the default order, unfiltered', () => {
    expect(readListState(spec, {})).toEqual({ page: 1, size: 25, sort: 'createdAt', order: 'desc', q: '' })
  })

  it('reads every part of a full address', () => {
    expect(readListState(spec, { page: '7', size: '100', sort: 'price', order: 'asc', q: '  casa quito ', filter: 'inactive' })).toEqual({
      page: 7,
      size: 100,
      sort: 'price',
      order: 'asc',
      q: 'casa quito',
      filter: 'inactive',
    })
  })

  it('drops hand-edited nonsense for the defaults instead of failing', () => {
    expect(readListState(spec, { page: '-2', size: '33', sort: 'password', order: 'up', filter: 'deleted' })).toEqual({ page: 1, size: 25, sort: 'createdAt', order: 'desc', q: '' })
    expect(readListState(spec, { page: '2.5' }).page).toBe(1)
    expect(readListState(spec, { page: 'abc' }).page).toBe(1)
    expect(readListState(spec, { q: 'x'.repeat(500) }).q).toHaveLength(200)
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(listStateSearch(spec, readListState(spec, {}))).toBe('')
    const state = { page: 3, size: 50 as const, sort: 'views' as const, order: 'asc' as const, q: 'Cumbayá & co', filter: 'active' as const }
    const search = listStateSearch(spec, state)
    expect(search).toBe('?q=Cumbay%C3%A1+%26+co&filter=active&sort=views&order=asc&size=50&page=3')
    expect(readListState(spec, Object.fromEntries(new URLSearchParams(search)))).toEqual(state)
    // The default field in the other direction still names both.
    expect(listStateSearch(spec, { ...readListState(spec, {}), order: 'asc' })).toBe('?sort=createdAt&order=asc')
  })

  it('goes back to page 1 on a new search, filter, order or size, but not on a page change', () => {
    const state = readListState(spec, { page: '9', q: 'casa', filter: 'active' })
    expect(changeListState(state, { page: 10 }).page).toBe(10)
    expect(changeListState(state, { q: 'depa' })).toMatchObject({ page: 1, q: 'depa', filter: 'active' })
    expect(changeListState(state, { size: 100 }).page).toBe(1)
    expect(changeListState(state, { sort: 'price', order: 'asc' }).page).toBe(1)
    expect(changeListState(state, { filter: undefined })).not.toHaveProperty('filter')
  })
})

describe('the counts under an admin list', () => {
  it('shows the range of the page and the total', () => {
    expect(shownRange(1, 25, 5000)).toEqual({ from: 1, to: 25, total: 5000 })
    expect(shownRange(200, 25, 5000)).toEqual({ from: 4976, to: 5000, total: 5000 })
    expect(shownRange(3, 50, 120)).toEqual({ from: 101, to: 120, total: 120 })
    expect(shownRange(1, 25, 0)).toEqual({ from: 0, to: 0, total: 0 })
  })

  it('knows the last page, which is 1 for an empty list', () => {
    expect(lastPageOf(25, 5000)).toBe(200)
    expect(lastPageOf(100, 101)).toBe(2)
    expect(lastPageOf(25, 0)).toBe(1)
  })
})
