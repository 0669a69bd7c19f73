import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '../../shared/constants.ts'
import { PropertyStatusSchema } from '../../shared/schemas/property.ts'
import { AdminPropertyListQuerySchema, PropertyListQuerySchema } from '../../shared/schemas/queries.ts'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'
import { readJson, readMultipart, type MultipartBody } from '../http.ts'
import { actorOf, requireStaff, requireSuperadmin } from '../middleware/auth.ts'
import { createProperty, deleteProperty, patchProperty, setPropertyActive, updateProperty, type PropertyUpload } from '../services/propertyCommands.ts'
import { countView, getProperty, listManagedProperties, listPublicProperties } from '../services/propertyQueries.ts'
import { listActiveTypes } from '../services/propertyTypes.ts'
import { listStatuses } from '../services/statuses.ts'
import { parseInput } from '../validation.ts'

// Room for every allowed file at its largest, plus the text fields.
const uploadLimit = bodyLimit({
  maxSize: MAX_IMAGES_PER_PROPERTY * MAX_IMAGE_BYTES + 1024 * 1024,
  onError: () => {
    throw new AppError('TOO_LARGE', 'errors.payloadTooLarge')
  },
})

const PUBLIC_CACHE = 'public, max-age=15, stale-while-revalidate=60'

function uploadOf(body: MultipartBody): PropertyUpload {
  const { currentImages, ...fields } = body.fields
  const mains = body.files.mainImage ?? []
  if (mains.length > 1) throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'mainImage', message: 'validation.property.mainImage' }] })
  return { fields, mainImage: mains[0], images: body.files.images ?? [], currentImages }
}

export const propertyRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseInput(PropertyListQuerySchema, c.req.query())
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(await listPublicProperties(c.get('services').db, query))
  })
  .get('/types', async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(await listActiveTypes(c.get('services').db))
  })
  .get('/statuses', requireStaff, async (c) => c.json(await listStatuses(c.get('services').db)))
  .get('/admin/all', requireStaff, async (c) => {
    const query = parseInput(AdminPropertyListQuerySchema, c.req.query())
    return c.json(await listManagedProperties(c.get('services').db, actorOf(c), query, false))
  })
  .get('/superadmin/all', requireSuperadmin, async (c) => {
    const query = parseInput(AdminPropertyListQuerySchema, c.req.query())
    return c.json(await listManagedProperties(c.get('services').db, actorOf(c), query, true))
  })
  .get('/:id', async (c) => {
    const property = await getProperty(c.get('services').db, c.req.param('id'), c.get('actor'))
    c.header('Cache-Control', property.isActive ? PUBLIC_CACHE : 'private, no-store')
    return c.json(property)
  })
  .post('/:id/views', async (c) => {
    await countView(c.get('services').db, c.req.param('id'))
    return c.body(null, 204)
  })
  .post('/', requireStaff, uploadLimit, async (c) => {
    const upload = uploadOf(await readMultipart(c))
    return c.json(await createProperty(c.get('services'), actorOf(c), upload), 201)
  })
  .put('/:id', requireStaff, uploadLimit, async (c) => {
    const upload = uploadOf(await readMultipart(c))
    return c.json(await updateProperty(c.get('services'), actorOf(c), c.req.param('id'), upload))
  })
  .patch('/:id/status', requireStaff, async (c) => {
    const { isActive } = parseInput(PropertyStatusSchema, await readJson(c))
    return c.json(await setPropertyActive(c.get('services').db, actorOf(c), c.req.param('id'), isActive))
  })
  .patch('/:id', requireStaff, async (c) => {
    return c.json(await patchProperty(c.get('services').db, actorOf(c), c.req.param('id'), await readJson(c)))
  })
  .delete('/:id', requireStaff, async (c) => {
    await deleteProperty(c.get('services'), actorOf(c), c.req.param('id'))
    return c.body(null, 204)
  })
