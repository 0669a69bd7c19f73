import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { floorPlanUpload, storedFloorPlans, type FloorPlan } from '../../src/features/admin/properties/model/floorPlans.ts'
import { appendImages, imageUpload, moveImage, removeImage } from '../../src/features/admin/properties/model/imageOrder.ts'
import { photoUpload } from '../../src/features/admin/properties/model/photoOrder.ts'
import { EMPTY_PROPERTY_FORM, propertyFormData } from '../../src/features/admin/properties/model/propertyForm.ts'
import { MAX_FLOOR_PLANS } from '../../src/shared/constants.ts'
import { FloorPlanOrderSchema, ImageOrderSchema } from '../../src/shared/schemas/property.ts'

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' })
const stored = (path: string): FloorPlan => ({ id: path, path })
const added = (name: string): FloorPlan => ({ id: `new-${name}`, file: file(name) })
const names = (plans: FloorPlan[]) => plans.map((p) => p.path ?? p.file.name)

describe('the floor plans on the form', () => {
  it("start from a stored listing's plans in their order, each once, and from none", () => {
    expect(names(storedFloorPlans(['/uploads/p2.webp', '/uploads/p1.webp']))).toEqual(['/uploads/p2.webp', '/uploads/p1.webp'])
    expect(names(storedFloorPlans(['/uploads/p1.webp', '/uploads/p1.webp']))).toEqual(['/uploads/p1.webp'])
    expect(storedFloorPlans([])).toEqual([])
  })

  it('take new files at the end up to six, counting the ones refused', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((p) => stored(`/uploads/${p}.webp`))
    const { images, refused } = appendImages(five, [added('f.png'), added('g.png'), added('h.png')], MAX_FLOOR_PLANS)
    expect(MAX_FLOOR_PLANS).toBe(6)
    expect(names(images)).toEqual([...names(five), 'f.png'])
    expect(refused).toBe(2)
    // A full list takes none and says so.
    expect(appendImages(images, [added('i.png')], MAX_FLOOR_PLANS)).toEqual({ images, refused: 1 })
  })

  it('move and remove the same way as the photos, whatever the position', () => {
    const plans = [stored('/uploads/a.webp'), added('b.png'), stored('/uploads/c.webp')]
    expect(names(moveImage(plans, 2, 0))).toEqual(['/uploads/c.webp', '/uploads/a.webp', 'b.png'])
    expect(names(removeImage(plans, 0))).toEqual(['b.png', '/uploads/c.webp'])
  })
})

describe('what a save sends for the floor plans', () => {
  it('names stored plans by path and new files as new:N, counting only the plan files', () => {
    const { floorPlans, floorPlanOrder } = floorPlanUpload([added('planta-alta.png'), stored('/uploads/baja.webp'), added('sotano.png')])
    expect(floorPlans.map((f) => f.name)).toEqual(['planta-alta.png', 'sotano.png'])
    expect(floorPlanOrder).toEqual(['new:0', '/uploads/baja.webp', 'new:1'])
  })

  it('sends an empty order when every plan was removed, so the stored ones go too', () => {
    expect(floorPlanUpload([])).toEqual({ floorPlans: [], floorPlanOrder: [] })
    const form = propertyFormData(EMPTY_PROPERTY_FORM, { images: [], ...floorPlanUpload([]) })
    expect(form.get('floorPlanOrder')).toBe('[]')
    expect(form.getAll('floorPlans')).toEqual([])
  })

  it("the form's body carries photos and plans apart, each order numbering its own files, and the shared schemas accept both", () => {
    const photos = [added('fachada.png'), stored('/uploads/sala.webp')]
    const plans = [stored('/uploads/p1.webp'), added('p2.png')]
    const form = propertyFormData(EMPTY_PROPERTY_FORM, { ...photoUpload(photos), ...floorPlanUpload(plans) })
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['fachada.png'])
    expect((form.getAll('floorPlans') as File[]).map((f) => f.name)).toEqual(['p2.png'])
    expect(v.parse(ImageOrderSchema, form.get('imageOrder'))).toEqual(['new:0', '/uploads/sala.webp'])
    expect(v.parse(FloorPlanOrderSchema, form.get('floorPlanOrder'))).toEqual(['/uploads/p1.webp', 'new:0'])
  })

  it('the generic upload keeps a list of stored pictures as it is, with no files', () => {
    expect(imageUpload([stored('/uploads/x.webp'), stored('/uploads/y.webp')])).toEqual({ files: [], order: ['/uploads/x.webp', '/uploads/y.webp'] })
  })
})
