import { describe, expect, it } from 'vitest'
import { pageWindow, paginationOf } from '../../src/shared/pagination.ts'

describe('page buttons', () => {
  it('hides the controls when there is a single page', () => {
    expect(pageWindow(1, 1)).toEqual([])
  })
  it('starts the window at 1 for pages up to 3', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5])
  })
  it('starts the window two before the current page after page 3', () => {
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6])
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10])
  })
  it('never shows more buttons than pages', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
})

describe('pagination block', () => {
  it('counts pages by rounding up and never reports zero pages', () => {
    expect(paginationOf(1, 12, 25)).toEqual({ page: 1, limit: 12, total: 25, totalPages: 3 })
    expect(paginationOf(1, 12, 0).totalPages).toBe(1)
  })
})
