import { eq } from 'drizzle-orm'
import { listingSlug } from '../../../shared/slug.ts'
import type { Database } from '../../db/client.ts'
import { properties, propertyImages } from '../../db/schema.ts'

/**
 * What a just-inserted listing still needs: its slug holds its id, so it is written once the row
 * exists, then its additional photos in their order. The seed and the create command share it.
 */
export async function completeNewListing(db: Database, id: number, title: string, images: string[]): Promise<void> {
  await db
    .update(properties)
    .set({ slug: listingSlug(title, id) })
    .where(eq(properties.id, id))
  await db.insert(propertyImages).values(images.map((path, position) => ({ propertyId: id, path, position })))
}
