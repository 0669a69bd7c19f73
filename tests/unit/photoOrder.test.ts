import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { appendImages, moveImage, removeImage } from '../../src/features/admin/properties/model/imageOrder.ts'
import { makeCover, photoSelection, photoUpload, storedPhotos, type Photo } from '../../src/features/admin/properties/model/photoOrder.ts'
import { EMPTY_PROPERTY_FORM, propertyFormData } from '../../src/features/admin/properties/model/propertyForm.ts'
import { ImageOrderSchema, newImageIndex } from '../../src/shared/schemas/property.ts'

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' })
const stored = (path: string): Photo => ({ id: path, path })
const added = (name: string): Photo => ({ id: `new-${name}`, file: file(name) })
const names = (photos: Photo[]) => photos.map((p) => p.path ?? p.file.name)

describe('the order of the photos on the form', () => {
  it('starts from a stored listing as its main image then its photos by position', () => {
    expect(names(storedPhotos('/uploads/a.webp', ['/uploads/b.webp', '/uploads/c.webp']))).toEqual(['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'])
    // A listing without a main image (older data) starts with its first photo as the cover.
    expect(names(storedPhotos(null, ['/uploads/b.webp']))).toEqual(['/uploads/b.webp'])
  })

  it('moves a photo before or after another, and ignores moves off either end', () => {
    const list = ['a', 'b', 'c', 'd']
    expect(moveImage(list, 2, 1)).toEqual(['a', 'c', 'b', 'd'])
    expect(moveImage(list, 0, 3)).toEqual(['b', 'c', 'd', 'a'])
    expect(moveImage(list, 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(moveImage(list, 0, -1)).toEqual(list)
    expect(moveImage(list, 3, 4)).toEqual(list)
    expect(list).toEqual(['a', 'b', 'c', 'd'])
  })

  it('makes any photo the cover and keeps the others in their order (the old cover comes second)', () => {
    expect(makeCover(['cover', 'b', 'c', 'd'], 2)).toEqual(['c', 'cover', 'b', 'd'])
    expect(makeCover(['cover', 'b'], 0)).toEqual(['cover', 'b'])
  })

  it('removes a photo; removing the cover makes the next one the cover', () => {
    expect(removeImage(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
    expect(removeImage(['a', 'b', 'c'], 0)).toEqual(['b', 'c'])
  })

  it('adds new files at the end, the first of an empty list becoming the cover, up to the maximum', () => {
    expect(appendImages([], ['x', 'y'], 30)).toEqual({ images: ['x', 'y'], refused: 0 })
    expect(appendImages(['a', 'b'], ['x'], 30)).toEqual({ images: ['a', 'b', 'x'], refused: 0 })
    expect(appendImages(['a', 'b'], ['x', 'y', 'z'], 4)).toEqual({ images: ['a', 'b', 'x', 'y'], refused: 1 })
    expect(appendImages(['a', 'b'], ['x'], 2)).toEqual({ images: ['a', 'b'], refused: 1 })
  })

  it('asks for a cover and at least one more photo', () => {
    expect(photoSelection([])).toEqual({ hasMainImage: false, additionalCount: 0 })
    expect(photoSelection(['a'])).toEqual({ hasMainImage: true, additionalCount: 0 })
    expect(photoSelection(['a', 'b', 'c'])).toEqual({ hasMainImage: true, additionalCount: 2 })
  })
})

describe('what a save sends', () => {
  it('names stored photos by path and new files as new:N, N counting the files in their order', () => {
    const photos = [added('sala.png'), stored('/uploads/a.webp'), added('patio.png'), stored('/uploads/b.webp')]
    const { images, imageOrder } = photoUpload(photos)
    expect(images.map((f) => f.name)).toEqual(['sala.png', 'patio.png'])
    expect(imageOrder).toEqual(['new:0', '/uploads/a.webp', 'new:1', '/uploads/b.webp'])
    expect(imageOrder.map(newImageIndex)).toEqual([0, null, 1, null])
  })

  it("the form's multipart body carries imageOrder the API's shared schema accepts, and no mainImage or currentImages", () => {
    const photos = makeCover([stored('/uploads/a.webp'), stored('/uploads/b.webp'), added('nueva.png')], 2)
    const form = propertyFormData(EMPTY_PROPERTY_FORM, photoUpload(photos))
    expect(form.has('mainImage')).toBe(false)
    expect(form.has('currentImages')).toBe(false)
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['nueva.png'])
    const order = v.parse(ImageOrderSchema, form.get('imageOrder'))
    expect(order).toEqual(['new:0', '/uploads/a.webp', '/uploads/b.webp'])
  })
})

describe('the imageOrder schema', () => {
  const ok = (value: unknown) => v.safeParse(ImageOrderSchema, value).success
  it('accepts a JSON list of distinct paths and new:N entries', () => {
    expect(ok('["/uploads/a.webp","new:0","new:12"]')).toBe(true)
    expect(ok('[]')).toBe(true)
  })
  it('refuses malformed JSON, non-lists, non-strings, repeats and malformed new:N, with its own message', () => {
    for (const bad of ['[', '{"a":1}', '"new:0"', '[1]', '[""]', '["new:0","new:0"]', '["/a.webp","/a.webp"]', '["new:01"]', '["new:-1"]', '["new:x"]', '["new:"]']) {
      const result = v.safeParse(ImageOrderSchema, bad)
      expect(result.success, bad).toBe(false)
      expect(result.issues?.[0].message, bad).toBe('validation.property.imageOrder')
    }
  })
})
