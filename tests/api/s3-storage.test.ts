import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { count } from 'drizzle-orm'
import { properties, unsettledPhotos } from '../../src/server/db/schema.ts'
import { uploadRoutes } from '../../src/server/routes/uploads.ts'
import { createS3Storage } from '../../src/server/storage/s3Bucket.ts'
import { markUnsettled, sweepUnsettledPhotos } from '../../src/server/storage/photoSweep.ts'
import type { FileStorage } from '../../src/server/storage/storage.ts'
import { allRenditionPaths } from '../../src/shared/images.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectError } from '../fixtures/contract.ts'
import { auth, createListing, propertyForm } from '../fixtures/properties.ts'
import { startS3, type TestS3 } from '../fixtures/s3Server.ts'
import { createTestApp, type TestApp, type TestUser } from '../fixtures/testApp.ts'

// Issue 13: with S3_BUCKET set, photos live in an S3-compatible bucket (here a real s3rver started
// by the test) through the AWS SDK, behind the same storage interface as the local disk.

let s3: TestS3
let bucket: FileStorage
/** The bucket, but the n-th write (counted from `puts = 0`) fails, as a network error mid-upload would. */
let failOnPut = 0
let puts = 0
let t: TestApp
let owner: TestUser

beforeAll(async () => {
  s3 = await startS3()
  bucket = createS3Storage(s3.settings)
  const flaky: FileStorage = {
    ...bucket,
    async put(key, data, type) {
      puts += 1
      if (failOnPut > 0 && puts === failOnPut) throw new Error('connection reset while uploading')
      return bucket.put(key, data, type)
    },
  }
  t = await createTestApp({ storage: flaky })
  owner = await t.user('admin')
})
afterAll(async () => {
  await t?.close()
  bucket?.close?.()
  await s3?.close()
})

const keysOf = (paths: string[]) => paths.flatMap((p) => allRenditionPaths(p)).map((p) => p.replace(/^\/uploads\//, ''))
const photosOf = (listing: Property) => [listing.mainImage!, ...listing.images]
const listingCount = async () => (await t.db.select({ n: count() }).from(properties))[0].n

describe('the bucket as storage', () => {
  it('writes, lists, reads and deletes objects', async () => {
    await bucket.put('properties/contract-test.webp', Buffer.from('not really a photo'), 'image/webp')
    expect(await bucket.exists('properties/contract-test.webp')).toBe(true)
    expect(await bucket.list('properties/')).toContain('properties/contract-test.webp')
    const file = await bucket.read('properties/contract-test.webp')
    expect(file?.contentType).toBe('image/webp')
    expect(await new Response(file!.body).text()).toBe('not really a photo')
    await bucket.delete('properties/contract-test.webp')
    expect(await bucket.exists('properties/contract-test.webp')).toBe(false)
    expect(await bucket.read('properties/contract-test.webp')).toBeNull()
    // Deleting what is not there is not an error.
    await bucket.delete('properties/contract-test.webp')
  })
})

describe('listings with photos in the bucket', () => {
  it('stores every size of every photo there, serves them through another process, and deletes them with the listing', async () => {
    const listing = await createListing(t, owner.token)
    const keys = keysOf(photosOf(listing))
    expect(keys.length).toBeGreaterThanOrEqual(3 * 3)
    const stored = await bucket.list('properties/')
    for (const key of keys) expect(stored).toContain(key)

    // Another server process, with its own client to the same bucket, serves the photo.
    const other = new Hono().route('/uploads', uploadRoutes(createS3Storage(s3.settings), '/nonexistent'))
    const res = await other.request(listing.mainImage!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toContain('immutable')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF')
    expect((await other.request('/uploads/properties/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404)
    expect((await other.request('/uploads/../secret.txt')).status).toBe(404)

    // With a CDN in front of the bucket, browsers are sent there for good.
    const cdn = new Hono().route('/uploads', uploadRoutes(createS3Storage({ ...s3.settings, publicUrl: 'https://cdn.example.test/photos/' }), '/nonexistent'))
    const redirected = await cdn.request(listing.mainImage!)
    expect(redirected.status).toBe(301)
    expect(redirected.headers.get('location')).toBe(`https://cdn.example.test/photos/${listing.mainImage!.replace('/uploads/', '')}`)

    expect((await t.app.request(`/api/properties/${listing.id}`, { method: 'DELETE', headers: auth(owner.token) })).status).toBe(204)
    const left = await bucket.list('properties/')
    for (const key of keys) expect(left).not.toContain(key)
  })

  it('an upload that fails half-way leaves no object and no row', async () => {
    const before = { objects: (await bucket.list('properties/')).sort(), listings: await listingCount() }
    puts = 0
    // Three photos of three sizes each: the fifth write fails, after four objects reached the bucket.
    failOnPut = 5
    try {
      const res = await t.app.request('/api/properties', { method: 'POST', body: await propertyForm(), headers: auth(owner.token) })
      const body = await expectError(res, 503)
      expect(body.message).toBe('No se pudieron guardar las fotos. Inténtalo de nuevo en unos minutos.')
    } finally {
      failOnPut = 0
    }
    expect((await bucket.list('properties/')).sort()).toEqual(before.objects)
    expect(await listingCount()).toBe(before.listings)
    expect(await t.db.select().from(unsettledPhotos)).toEqual([])
  })

  it('objects of a request that died before its row committed are swept from the bucket', async () => {
    const orphan = '/uploads/properties/11111111-2222-4333-8444-555555555555.webp'
    await markUnsettled(t.db, [orphan])
    for (const key of keysOf([orphan])) await bucket.put(key, Buffer.from('half a listing'), 'image/webp')
    expect(await sweepUnsettledPhotos(t.db, bucket, 0)).toBe(1)
    const left = await bucket.list('properties/')
    for (const key of keysOf([orphan])) expect(left).not.toContain(key)
    expect(await t.db.select().from(unsettledPhotos)).toEqual([])
  })
})
