import { MAX_FLOOR_PLANS, MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '../../shared/constants.ts'
import { validate } from '../../shared/fieldErrors.ts'
import { checkListing, CurrentImagesSchema, FloorPlanOrderSchema, ImageOrderSchema, PropertySchema } from '../../shared/schemas/property.ts'
import type { MultipartBody } from '../multipart.ts'
import { jsonSchemaOf, type JsonSchema } from '../openapi/describe.ts'
import type { ListingUpload } from '../services/propertyCommands.ts'

/**
 * A create/update multipart body checked with the shared listing schema. Its errors travel with it,
 * so that the service reports them together with the checks only it can make (photos, references).
 */
export function listingUploadOf(body: MultipartBody): ListingUpload {
  const { currentImages, imageOrder, floorPlanOrder, ...fields } = body.fields
  const listing = checkListing(fields)
  const mains = body.files.mainImage ?? []
  if (mains.length > 1) listing.errors.push({ path: 'mainImage', message: 'validation.property.mainImage' })
  const kept = currentImages === undefined ? undefined : validate(CurrentImagesSchema, currentImages)
  if (kept && !kept.success) listing.errors.push({ path: 'currentImages', message: 'validation.property.currentImages' })
  const order = imageOrder === undefined ? undefined : validate(ImageOrderSchema, imageOrder)
  // An order names every photo itself: a separate cover file or kept list would say it twice.
  const usableOrder = order?.success && mains.length === 0 && currentImages === undefined
  if (order && !usableOrder) listing.errors.push({ path: 'imageOrder', message: 'validation.property.imageOrder' })
  const planOrder = floorPlanOrder === undefined ? undefined : validate(FloorPlanOrderSchema, floorPlanOrder)
  if (planOrder && !planOrder.success) listing.errors.push({ path: 'floorPlanOrder', message: 'validation.property.floorPlanOrder' })
  return {
    listing,
    mainImage: mains[0],
    images: body.files.images ?? [],
    currentImages: kept?.output,
    imageOrder: order === undefined ? undefined : usableOrder ? order.output : null,
    floorPlans: body.files.floorPlans ?? [],
    floorPlanOrder: planOrder === undefined ? undefined : planOrder.success ? planOrder.output : null,
  }
}

const photo = { type: 'string', contentMediaType: 'application/octet-stream', description: `PNG, JPEG or WebP (by content), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.` }

/** The multipart body read above, for the API's document: the listing's fields plus its photos. */
export function listingForm(update: boolean): JsonSchema {
  const fields = jsonSchemaOf(PropertySchema) as { properties: Record<string, JsonSchema> }
  return {
    ...fields,
    properties: {
      ...fields.properties,
      mainImage: { ...photo, description: `The cover photo. ${photo.description}` },
      images: { type: 'array', items: photo, maxItems: MAX_IMAGES_PER_PROPERTY, description: 'Additional photos.' },
      ...(update && { currentImages: { type: 'string', description: 'JSON list of the additional photos (paths) to keep.' } }),
      imageOrder: { type: 'string', description: 'JSON list of every photo in its final order, cover first: stored paths or `new:N` for the N-th `images` file.' },
      floorPlans: { type: 'array', items: photo, maxItems: MAX_FLOOR_PLANS, description: 'Floor plan images, optional.' },
      floorPlanOrder: {
        type: 'string',
        description:
          "JSON list of every floor plan in its final order: stored paths of the listing's plans or `new:N` for the N-th `floorPlans` file; `[]` removes them all. Absent: the stored plans are kept and new files follow them.",
      },
    },
  }
}
