import { describe, expect, it } from 'vitest'
import { listingSlug, slugify } from '../../src/shared/slug.ts'

describe('listing slugs', () => {
  it('drops accents and punctuation so links stay readable', () => {
    expect(slugify('Casa en Cumbayá, ¡con jardín!')).toBe('casa-en-cumbaya-con-jardin')
    expect(listingSlug('Apartamento en São Paulo', 42)).toBe('apartamento-en-sao-paulo-42')
  })
  it('falls back to a word when the title has no letters', () => {
    expect(slugify('¡¡¡')).toBe('propiedad')
  })
})
