import { MAX_FLOOR_PLANS } from '../../shared/constants.ts'
import type { FieldIssue } from '../errors.ts'
import type { UploadedFile } from '../storage/images.ts'
import { orderOfEntries, type PhotoPlan } from './listingPhotos.ts'

// Which floor plans a create or update leaves a listing with: a second image list beside the photos,
// stored by the same pipeline but optional, without a cover and in an order of its own.

/** The floor plans a save sends, as the route read them. */
export interface FloorPlanUpload {
  floorPlans: UploadedFile[]
  /** Every plan in its final order; undefined keeps the stored ones (new files after them); null when unusable. */
  floorPlanOrder?: string[] | null
}

const orderIssue: FieldIssue = { path: 'floorPlanOrder', message: 'validation.property.floorPlanOrder' }
const NONE: PhotoPlan = { files: [], order: [] }

/** The plan of a save, or the issues that refuse it; `existing` is the listing's stored plans. */
export function planFloorPlans(upload: FloorPlanUpload, existing: string[]): { plan: PhotoPlan; issues: FieldIssue[] } {
  const files = upload.floorPlans
  if (upload.floorPlanOrder === null) return { plan: NONE, issues: [orderIssue] }
  const order = upload.floorPlanOrder === undefined ? [...existing.map((path) => ({ path })), ...files.map((_, file) => ({ file }))] : orderOfEntries(upload.floorPlanOrder, files, existing)
  if (!order) return { plan: NONE, issues: [orderIssue] }
  if (order.length > MAX_FLOOR_PLANS) return { plan: NONE, issues: [{ path: 'floorPlans', message: 'validation.property.floorPlans' }] }
  return { plan: { files, order }, issues: [] }
}
