import { beforeEach, describe, expect, it } from 'vitest'
import { sharedIdsOf, sharedLinkOf } from '../../src/features/favourites/model/sharedList.ts'
import { $favourites, addFavourites, removeFavourite, toggleFavourite } from '../../src/lib/favourites.ts'
import { FAVOURITES_MAX } from '../../src/shared/constants.ts'

const fav = (id: number) => ({ id, title: `Casa ${id}`, slug: `casa-${id}` })

describe('the favourites store', () => {
  beforeEach(() => $favourites.set([]))

  it('a heart adds a listing first and a second tap removes it', () => {
    expect(toggleFavourite(fav(1))).toBe(true)
    expect(toggleFavourite(fav(2))).toBe(true)
    expect($favourites.get().map((f) => f.id)).toEqual([2, 1])
    expect(toggleFavourite(fav(1))).toBe(false)
    expect($favourites.get().map((f) => f.id)).toEqual([2])
    removeFavourite(2)
    expect($favourites.get()).toEqual([])
  })

  it(`keeps at most ${FAVOURITES_MAX}, dropping the oldest`, () => {
    for (let id = 1; id <= FAVOURITES_MAX + 5; id++) toggleFavourite(fav(id))
    const ids = $favourites.get().map((f) => f.id)
    expect(ids).toHaveLength(FAVOURITES_MAX)
    expect(ids[0]).toBe(FAVOURITES_MAX + 5)
    expect(ids).not.toContain(5)
  })

  it('keeps a shared list after its own, without repeats', () => {
    toggleFavourite(fav(7))
    addFavourites([fav(3), fav(7), fav(9)])
    expect($favourites.get().map((f) => f.id)).toEqual([7, 3, 9])
  })
})

describe('a shared favourites link', () => {
  it('reads its ids in order, without repeats or junk, and writes them back', () => {
    expect(sharedIdsOf('?ids=3,1,2,3')).toEqual([3, 1, 2])
    expect(sharedIdsOf('?ids=4,abc,-2,0,,5')).toEqual([4, 5])
    expect(sharedIdsOf('?page=2')).toBeNull()
    expect(sharedIdsOf(`?ids=${Array.from({ length: 150 }, (_, i) => i + 1).join(',')}`)).toHaveLength(FAVOURITES_MAX)
    expect(sharedLinkOf('https://x.test', '/en/favoritos', [3, 1])).toBe('https://x.test/en/favoritos?ids=3,1')
  })
})
