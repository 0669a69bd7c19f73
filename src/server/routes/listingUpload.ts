import { validate } from '../../shared/fieldErrors.ts'
import { checkListing, CurrentImagesSchema } from '../../shared/schemas/property.ts'
import type { MultipartBody } from '../http.ts'
import type { ListingUpload } from '../services/propertyCommands.ts'

/**
 * A create/update multipart body checked with the shared listing schema. Its errors travel with it,
 * so that the service reports them together with the checks only it can make (photos, references).
 */
export function listingUploadOf(body: MultipartBody): ListingUpload {
  const { currentImages, ...fields } = body.fields
  const listing = checkListing(fields)
  const mains = body.files.mainImage ?? []
  if (mains.length > 1) listing.errors.push({ path: 'mainImage', message: 'validation.property.mainImage' })
  const kept = currentImages === undefined ? undefined : validate(CurrentImagesSchema, currentImages)
  if (kept && !kept.success) listing.errors.push({ path: 'currentImages', message: 'validation.property.currentImages' })
  return { listing, mainImage: mains[0], images: body.files.images ?? [], currentImages: kept?.output }
}
