import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadRoutes } from '../../src/server/routes/uploads.ts'
import { createS3Storage } from '../../src/server/storage/s3Bucket.ts'
import type { SiteDraftState } from '../../src/server/services/siteSettings.ts'
import { SiteSettingsSchema } from '../../src/shared/schemas/siteSettings.ts'
import { LOGO_HEIGHT, LOGO_ICON_SIZES, logoFiles, logoIcon } from '../../src/shared/site/logoFiles.ts'
import { expectError, messageOf } from '../fixtures/contract.ts'
import { imageBytes, imageFile } from '../fixtures/images.ts'
import { call } from '../fixtures/requests.ts'
import { startS3, type TestS3 } from '../fixtures/s3Server.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'
import { createTestApp, type TestApp } from '../fixtures/testApp.ts'
import * as v from 'valibot'

// Issue 26: the operator's logo goes through the image pipeline into a logo and its icons, under a
// name made from its content; the draft is left as it was.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const admin = setUpUser(t, 'admin')

const upload = (file: File | null, token: string | null = root.token, lang?: string) => {
  const form = new FormData()
  if (file) form.append('file', file)
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (lang) headers['accept-language'] = lang
  return t.app.request('/api/admin/site-settings/logo', { method: 'POST', body: form, headers })
}
const siteFiles = async () => (await t.storage.list('site')).sort()
const keyOf = (path: string) => path.replace(/^\/uploads\//, '')
const draft = async () => (await (await call(t.app, 'GET', '/api/admin/site-settings', undefined, { token: root.token })).json()) as SiteDraftState

describe('logo files', () => {
  it('derives the icons from the logo path, and nothing from a path the upload did not make', () => {
    const logo = '/uploads/site/logo-0123456789abcdef.png'
    expect(logoIcon(logo, 192)).toBe('/uploads/site/logo-0123456789abcdef-192.png')
    expect(logoFiles(logo)).toEqual([logo, ...LOGO_ICON_SIZES.map((size) => `/uploads/site/logo-0123456789abcdef-${size}.png`)])
    for (const other of [null, '/uploads/properties/ab.webp', '/uploads/site/logo-XYZ.png', '/uploads/site/logo-0123456789abcdef-32.png']) {
      expect(logoIcon(other, 32)).toBeNull()
      expect(logoFiles(other)).toEqual([])
    }
  })
})

describe('POST /api/admin/site-settings/logo', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s as a 96 px high PNG logo and square PNG icons, and leaves the draft as it was', async (format) => {
    const before = await draft()
    const res = await upload(imageFile(await imageBytes(format, { width: 400, height: 200, hue: format.length * 40 }), `logo.${format}`, `image/${format}`))
    expect(res.status, await res.clone().text()).toBe(201)
    const { logo } = (await res.json()) as { logo: string }
    expect(logo).toMatch(/^\/uploads\/site\/logo-[0-9a-f]{16}\.png$/)
    // The path is one the settings accept.
    expect(v.safeParse(SiteSettingsSchema.entries.logo, logo).success).toBe(true)
    const stored = await siteFiles()
    for (const path of logoFiles(logo)) expect(stored).toContain(keyOf(path))
    const meta = await sharp(`${t.uploadsDir}/${keyOf(logo)}`).metadata()
    expect([meta.format, meta.height, meta.width]).toEqual(['png', LOGO_HEIGHT, 2 * LOGO_HEIGHT])
    for (const size of LOGO_ICON_SIZES) {
      const icon = await sharp(`${t.uploadsDir}/${keyOf(logoIcon(logo, size)!)}`).metadata()
      expect([icon.format, icon.width, icon.height]).toEqual(['png', size, size])
    }
    expect(await draft()).toEqual(before)
  })

  it('names files by content: the same picture twice gives the same path, another picture another', async () => {
    const bytes = await imageBytes('png', { width: 120, height: 60, hue: 77 })
    const first = (await (await upload(imageFile(bytes, 'a.png'))).json()) as { logo: string }
    const again = (await (await upload(imageFile(bytes, 'b.png'))).json()) as { logo: string }
    const other = (await (await upload(imageFile(await imageBytes('png', { width: 120, height: 60, hue: 78 }), 'c.png'))).json()) as { logo: string }
    expect(again.logo).toBe(first.logo)
    expect(other.logo).not.toBe(first.logo)
  })

  const refusals: [string, number, () => Promise<File | null>][] = [
    [
      'a GIF',
      400,
      async () =>
        imageFile(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c2410c' } })
            .gif()
            .toBuffer(),
          'logo.gif',
          'image/gif',
        ),
    ],
    ['a text file named .png', 400, async () => imageFile(Buffer.from('no es una imagen, solo texto que finge ser PNG'), 'logo.png')],
    ['a truncated PNG', 400, async () => imageFile((await imageBytes('png', { width: 300, height: 300, hue: 5 })).subarray(0, 80), 'logo.png')],
    ['no file at all', 400, async () => null],
    [
      'a file over 10 MB',
      413,
      async () => {
        const png = await imageBytes('png', { hue: 6 })
        return imageFile(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]), 'logo.png')
      },
    ],
  ]
  it.each(refusals)('refuses %s with a %i and the field error, storing nothing', async (_, status, file) => {
    const before = await siteFiles()
    const body = await expectError(await upload(await file(), root.token, 'es'), status)
    expect(messageOf(body, 'file')).toBe('El logotipo debe ser una imagen PNG, JPEG o WebP de hasta 10 MB.')
    expect(await siteFiles()).toEqual(before)
  })

  it('speaks the caller language', async () => {
    const body = await expectError(await upload(imageFile(Buffer.from('text'), 'logo.png'), root.token, 'en'), 400)
    expect(messageOf(body, 'file')).toBe('The logo must be a PNG, JPEG or WebP image of up to 10 MB.')
  })

  it('is for a superadmin only: an admin gets a 403, no session a 401, and nothing is stored', async () => {
    const before = await siteFiles()
    const file = async () => imageFile(await imageBytes('png', { hue: 90 }), 'logo.png')
    await expectError(await upload(await file(), admin.token), 403)
    await expectError(await upload(await file(), null), 401)
    expect(await siteFiles()).toEqual(before)
  })

  it('is described in the OpenAPI document as a multipart upload for superadmins', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> }
    const operation = doc.paths['/api/admin/site-settings/logo']?.post
    expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['multipart/form-data'])
  })
})

describe('the logo in a bucket', () => {
  let s3: TestS3
  let bucketApp: TestApp
  beforeAll(async () => {
    s3 = await startS3('site')
    bucketApp = await createTestApp({ storage: createS3Storage(s3.settings) })
  })
  afterAll(async () => {
    await bucketApp?.close()
    await s3?.close()
  })

  it('is stored in the bucket and served from it as PNG, icons too; names of other shapes are not', async () => {
    const superadmin = await bucketApp.user('superadmin')
    const form = new FormData()
    form.append('file', imageFile(await imageBytes('jpeg', { width: 200, height: 100, hue: 140 }), 'logo.jpg', 'image/jpeg'))
    const res = await bucketApp.app.request('/api/admin/site-settings/logo', { method: 'POST', body: form, headers: { authorization: `Bearer ${superadmin.token}` } })
    expect(res.status, await res.clone().text()).toBe(201)
    const { logo } = (await res.json()) as { logo: string }
    // Another process serves it through its own client to the bucket.
    const other = new Hono().route('/uploads', uploadRoutes(createS3Storage(s3.settings), '/nonexistent'))
    for (const path of logoFiles(logo)) {
      const served = await other.request(path)
      expect(served.status, path).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png')
    }
    expect((await other.request('/uploads/site/other.png')).status).toBe(404)
  })
})
