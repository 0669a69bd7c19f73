import { Hono } from 'hono'
import { InquiryPatchSchema, PagedQuerySchema } from '../../shared/schemas/queries.ts'
import type { AppEnv } from '../context.ts'
import { intParam, readJson } from '../http.ts'
import { actorOf, requireStaff, requireSuperadmin } from '../middleware/auth.ts'
import { dashboardStats, listInquiries, recentInquiries, setInquiryRead } from '../services/inquiries.ts'
import { createType, deleteType, getType, listAllTypes, updateType } from '../services/propertyTypes.ts'
import { listStatuses } from '../services/statuses.ts'
import { parseInput } from '../validation.ts'

export const adminRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/dashboard-stats', async (c) => c.json(await dashboardStats(c.get('services').db, actorOf(c))))
  .get('/recent-inquiries', async (c) => c.json(await recentInquiries(c.get('services').db, actorOf(c))))
  .get('/inquiries', async (c) => c.json(await listInquiries(c.get('services').db, actorOf(c), parseInput(PagedQuerySchema, c.req.query()))))
  .patch('/inquiries/:id', async (c) => {
    const { isRead } = parseInput(InquiryPatchSchema, await readJson(c))
    return c.json(await setInquiryRead(c.get('services').db, actorOf(c), intParam(c, 'id'), isRead))
  })
  .get('/property-statuses', async (c) => c.json(await listStatuses(c.get('services').db)))
  .get('/property-types', async (c) => c.json(await listAllTypes(c.get('services').db)))
  .get('/property-types/:id', async (c) => c.json(await getType(c.get('services').db, intParam(c, 'id'))))
  .post('/property-types', requireSuperadmin, async (c) => c.json(await createType(c.get('services').db, await readJson(c)), 201))
  .put('/property-types/:id', requireSuperadmin, async (c) => c.json(await updateType(c.get('services').db, intParam(c, 'id'), await readJson(c))))
  .patch('/property-types/:id', requireSuperadmin, async (c) => c.json(await updateType(c.get('services').db, intParam(c, 'id'), await readJson(c))))
  .delete('/property-types/:id', requireSuperadmin, async (c) => {
    await deleteType(c.get('services').db, intParam(c, 'id'))
    return c.body(null, 204)
  })
