import type { ListingFiles } from '../../../../shared/listingForm.ts'
import { imageUpload, storedImages, type OrderedImage } from './imageOrder.ts'

// The listing's floor plans (issue 28): an ordered picture list (imageOrder.ts) of their own, with no
// cover and none required.

export type FloorPlan = OrderedImage

/** A stored listing's floor plans in their order. */
export const storedFloorPlans = (paths: readonly string[]): FloorPlan[] => storedImages(paths)

/**
 * What a save sends: the new files (`floorPlans`) and `floorPlanOrder` naming every plan; always sent,
 * so that an empty list removes the stored plans instead of keeping them.
 */
export function floorPlanUpload(plans: readonly FloorPlan[]): Required<Pick<ListingFiles, 'floorPlans' | 'floorPlanOrder'>> {
  const { files, order } = imageUpload(plans)
  return { floorPlans: files, floorPlanOrder: order }
}
