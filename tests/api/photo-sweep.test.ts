import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { unsettledPhotos } from '../../src/server/db/schema.ts'
import { storeImages } from '../../src/server/storage/images.ts'
import { markUnsettled, sweepUnsettledPhotos } from '../../src/server/storage/photoSweep.ts'
import type { Property } from '../../src/shared/types.ts'
import { filesExist } from '../fixtures/contract.ts'
import { imageBytes } from '../fixtures/images.ts'
import { auth, createListing, propertyForm } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 13: photos written before their listing commits, or dropped by a change whose files were
// not yet deleted, never outlive a request that died in between: the sweep removes the files no
// listing references, and leaves alone what a request still running may need.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const upload = async (hue: number) => {
  const bytes = await imageBytes('png', { hue })
  return { name: `foto-${hue}.png`, size: bytes.length, bytes: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer }
}
const unsettled = () => t.db.select({ path: unsettledPhotos.path }).from(unsettledPhotos)
const age = (paths: string[], minutes: number) =>
  Promise.all(
    paths.map((path) =>
      t.db
        .update(unsettledPhotos)
        .set({ createdAt: sql`now() - ${`${minutes} minutes`}::interval` })
        .where(eq(unsettledPhotos.path, path)),
    ),
  )

describe('photos left by a request that died', () => {
  it('every finished create, update and delete settles its photos', async () => {
    const listing = await createListing(t, owner.token)
    const res = await t.app.request(`/api/properties/${listing.id}`, { method: 'PUT', headers: auth(owner.token), body: await propertyForm({}, { mainImage: null, images: [] }) })
    expect(res.status).toBe(200)
    expect((await t.app.request(`/api/properties/${listing.id}`, { method: 'DELETE', headers: auth(owner.token) })).status).toBe(204)
    expect(await unsettled()).toEqual([])
  })

  it('deletes the files written for a listing that never committed, but only once they are old enough', async () => {
    // What a process killed between writing the photos and committing the row leaves behind.
    const orphans = await storeImages(t.storage, [await upload(30), await upload(90)], (paths) => markUnsettled(t.db, paths))
    expect((await Promise.all(orphans.map((p) => filesExist(t, p)))).flat().every(Boolean)).toBe(true)
    expect(await sweepUnsettledPhotos(t.db, t.storage, 10 * 60_000)).toBe(0)
    expect((await filesExist(t, orphans[0])).every(Boolean)).toBe(true)
    await age(orphans, 11)
    expect(await sweepUnsettledPhotos(t.db, t.storage, 10 * 60_000)).toBe(2)
    expect((await Promise.all(orphans.map((p) => filesExist(t, p)))).flat().some(Boolean)).toBe(false)
    expect(await unsettled()).toEqual([])
  })

  it('keeps a photo that a listing references (a crash after the commit) and forgets it; deletes one a committed change dropped', async () => {
    const listing: Property = await createListing(t, owner.token)
    const dropped = listing.images[0]
    // A crash after the commit: the new main image is referenced but still marked; the dropped one is marked and on disk.
    await markUnsettled(t.db, [listing.mainImage!, dropped])
    await t.db.execute(sql`delete from property_images where path = ${dropped}`)
    expect(await sweepUnsettledPhotos(t.db, t.storage, 0)).toBe(1)
    expect((await filesExist(t, listing.mainImage!)).every(Boolean)).toBe(true)
    expect((await filesExist(t, dropped)).some(Boolean)).toBe(false)
    expect(await unsettled()).toEqual([])
    expect((await t.app.request(`/api/properties/${listing.id}`)).status).toBe(200)
  })
})
