import { mkdtemp, readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/server/context.ts'
import { handleError } from '../../src/server/middleware/errors.ts'
import { uploadSlots } from '../../src/server/middleware/uploadSlots.ts'
import { expectError, storedState } from '../fixtures/contract.ts'
import { imageBytes, imageFile } from '../fixtures/images.ts'
import { auth, propertyForm } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 23, items 6 and 8: every body has a cap that is enforced before it is read (the media
// type is compared whole), uploads go to temporary files that are always removed, photos past
// ~40 megapixels are refused, and a process works on a bounded number of uploads at once.

let tmp: string
beforeAll(async () => {
  // This file's own temporary folder (os.tmpdir() follows TMPDIR), to see what uploads leave there.
  tmp = await mkdtemp(path.join(os.tmpdir(), 'limits-'))
  process.env.TMPDIR = tmp
})
const t = setUpTestApp()
const admin = setUpUser(t, 'admin')

/** A body of `total` bytes made on demand, counting how much of it anyone pulled. */
function lazyBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const seen = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close()
      seen.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, seen }
}

const MB = 1024 * 1024
const send = (url: string, contentType: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  t.app.request(url, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body, duplex: 'half' } as RequestInit)

describe('the request-size limit', () => {
  it('a 100 MB login body labelled "application/json; x=multipart/form-data" is refused with a 413 after reading little of it', async () => {
    const { stream, seen } = lazyBody(100 * MB)
    const res = await send('/api/auth/login', 'application/json; x=multipart/form-data', stream)
    const body = await expectError(res, 413)
    expect(body.message).toBe('La solicitud es demasiado grande.')
    expect(seen.pulled).toBeLessThan(2 * MB)
  })

  it('a declared length past the cap is refused without reading the body at all', async () => {
    const { stream, seen } = lazyBody(100 * MB)
    const res = await send('/api/auth/login', 'application/json; x=multipart/form-data', stream, { 'content-length': String(100 * MB) })
    await expectError(res, 413)
    expect(seen.pulled).toBeLessThanOrEqual(64 * 1024)
  })

  it('a real multipart type gets no larger allowance on a route that takes no upload', async () => {
    for (const type of ['multipart/form-data; boundary=x', ' Multipart/Form-Data ;boundary=x']) {
      const { stream, seen } = lazyBody(5 * MB)
      await expectError(await send('/api/contact', type, stream), 413)
      expect(seen.pulled).toBeLessThan(2 * MB)
    }
  })

  it('an upload route counts a chunked body as it streams and stops past its cap', async () => {
    const { stream, seen } = lazyBody(400 * MB)
    const res = await send('/api/properties', 'multipart/form-data; boundary=----x', stream, auth(admin.token))
    await expectError(res, 413)
    // The upload cap is 361 MB (36 files of 10 MB and the fields): the rest was never read (and what was read went nowhere in memory).
    expect(seen.pulled).toBeLessThan(370 * MB)
    expect(seen.pulled).toBeGreaterThan(360 * MB)
  })

  it('a JSON body under the cap still works, whatever its parameters', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON ; charset=utf-8' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
    expect(res.status).toBe(200)
  })

  it('a body that is multipart only by a substring is not taken as an upload, nor read as JSON', async () => {
    const res = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'text/plain; x=application/json' }, body: '{}' })
    await expectError(res, 415)
  })
})

describe('uploads', () => {
  const leftovers = async () => (await readdir(tmp)).filter((name) => name.startsWith('upload-'))

  it('are written to temporary files that are gone after a saved listing and after a refused one', async () => {
    const ok = await t.app.request('/api/properties', {
      method: 'POST',
      headers: auth(admin.token),
      body: await propertyForm({}, { images: [imageFile(await imageBytes('png', { hue: 3 }), 'a.png')] }),
    })
    expect(ok.status, await ok.clone().text()).toBe(201)
    const bad = await t.app.request('/api/properties', {
      method: 'POST',
      headers: auth(admin.token),
      body: await propertyForm({}, { images: [imageFile(Buffer.from('not an image at all'), 'b.png')] }),
    })
    await expectError(bad, 415)
    expect(await leftovers()).toEqual([])
  })

  it('a photo past 40 megapixels is refused with a clear message, and nothing is stored', async () => {
    const before = await storedState(t)
    const huge = await sharp({ create: { width: 8200, height: 5000, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    const res = await t.app.request('/api/properties', {
      method: 'POST',
      headers: auth(admin.token, { 'accept-language': 'en' }),
      body: await propertyForm({}, { images: [imageFile(huge, 'huge.png')] }),
    })
    const body = await expectError(res, 413)
    expect(body.message).toBe('Each image must be at most 40 megapixels (for example, 8000 × 5000).')
    expect(await storedState(t)).toEqual(before)
    expect(await leftovers()).toEqual([])
  })
})

describe('a bounded number of uploads at once', () => {
  it('runs two, queues one, and answers 503 with Retry-After to the next', async () => {
    const gates: (() => void)[] = []
    const app = new Hono<AppEnv>()
      .use(uploadSlots({ active: 2, waiting: 1 }))
      .post('/', async (c) => {
        await new Promise<void>((resolve) => gates.push(resolve))
        return c.text('done')
      })
      .onError(handleError)
    const first = app.request('/', { method: 'POST' })
    const second = app.request('/', { method: 'POST' })
    const third = app.request('/', { method: 'POST' })
    await expect.poll(() => gates.length).toBe(2)
    const fourth = await app.request('/', { method: 'POST' })
    expect(fourth.status).toBe(503)
    expect(fourth.headers.get('retry-after')).toBe('10')
    // Freeing a slot lets the queued one in.
    gates[0]()
    await expect.poll(() => gates.length).toBe(3)
    for (const open of gates) open()
    expect((await Promise.all([first, second, third])).map((r) => r.status)).toEqual([200, 200, 200])
  })
})
