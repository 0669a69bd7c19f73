import { Hono, type Context } from 'hono'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import { PropertyTypeSchema, PropertyTypeUpdateSchema } from '../../shared/schemas/propertyType.ts'
import { AuditQuerySchema, InquiryExportQuerySchema, InquiryListQuerySchema, InquiryPatchSchema, OutboxQuerySchema, ReportQuerySchema } from '../../shared/schemas/queries.ts'
import { ReportReviewSchema } from '../../shared/schemas/report.ts'
import { audit, auditTrail } from '../audit.ts'
import { SecuritySettingsSchema } from '../../shared/schemas/twoFactor.ts'
import type { AppEnv } from '../context.ts'
import { csvDownload, csvFilename, csvStyleOf } from '../csv.ts'
import { paramOf, readJson } from '../http.ts'
import { actorOf, requireStaff, requireSuperadmin } from '../middleware/auth.ts'
import { dashboardStats, inquiryExportBatches, listInquiries, recentInquiries, setInquiryRead } from '../services/inquiries.ts'
import { listAudit } from '../services/audit.ts'
import { leadsOf } from '../services/leads.ts'
import { listOutbox, retryMail } from '../services/mailQueue.ts'
import { eraseVisitor } from '../services/visitorErasure.ts'
import { VisitorEraseSchema } from '../../shared/schemas/visitorErase.ts'
import { listReports, reviewReport } from '../services/reports.ts'
import { securitySettings, updateSecuritySettings } from '../services/securitySettings.ts'
import { createType, deleteType, getType, listAllTypes, updateType } from '../services/propertyTypes.ts'
import { listStatuses } from '../services/statuses.ts'
import { parseInput } from '../validation.ts'
import { INQUIRY_CSV_COLUMNS } from './csvColumns.ts'

const idParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdParamSchema)

async function typeUpdate(c: Context<AppEnv>) {
  const id = idParam(c)
  const changes = parseInput(PropertyTypeUpdateSchema, await readJson(c))
  return c.json(await updateType(c.get('services').db, id, changes, auditTrail(c)))
}

export const adminRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/dashboard-stats', async (c) => c.json(await dashboardStats(c.get('services').db, actorOf(c))))
  .get('/recent-inquiries', async (c) => c.json(await recentInquiries(c.get('services').db, actorOf(c))))
  .get('/inquiries', async (c) => c.json(await listInquiries(c.get('services').db, actorOf(c), parseInput(InquiryListQuerySchema, c.req.query()))))
  .get('/inquiries/export.csv', async (c) => {
    const query = parseInput(InquiryExportQuerySchema, c.req.query())
    // Recorded before a byte is sent: an export that cannot be recorded does not happen.
    await audit(c, 'export.csv', { type: 'export', id: 'inquiries', label: 'inquiries' }, { export: 'inquiries', filters: query, delimiter: csvStyleOf(c) })
    return csvDownload(c, csvFilename('inquiries'), INQUIRY_CSV_COLUMNS, inquiryExportBatches(c.get('services').db, actorOf(c), query))
  })
  .patch('/inquiries/:id', async (c) => {
    const id = idParam(c)
    const { isRead } = parseInput(InquiryPatchSchema, await readJson(c))
    return c.json(await setInquiryRead(c.get('services').db, actorOf(c), id, isRead))
  })
  .get('/leads', async (c) => c.json(await leadsOf(c.get('services').db, actorOf(c))))
  .get('/reports', requireSuperadmin, async (c) => c.json(await listReports(c.get('services').db, parseInput(ReportQuerySchema, c.req.query()))))
  .patch('/reports/:id', requireSuperadmin, async (c) => {
    const id = idParam(c)
    const { status } = parseInput(ReportReviewSchema, await readJson(c))
    return c.json(await reviewReport(c.get('services').db, id, status, auditTrail(c)))
  })
  .get('/audit', requireSuperadmin, async (c) => c.json(await listAudit(c.get('services').db, parseInput(AuditQuerySchema, c.req.query()))))
  .get('/security', requireSuperadmin, async (c) => c.json(await securitySettings(c.get('services').db)))
  .put('/security', requireSuperadmin, async (c) => {
    const changes = parseInput(SecuritySettingsSchema, await readJson(c))
    const saved = await updateSecuritySettings(c.get('services').db, actorOf(c).id, changes)
    await audit(c, 'security.settings', null, { ...changes })
    return c.json(saved)
  })
  .get('/outbox', requireSuperadmin, async (c) => {
    const { db, outboxShowsLinks } = c.get('services')
    return c.json(await listOutbox(db, parseInput(OutboxQuerySchema, c.req.query()), outboxShowsLinks))
  })
  // Everything kept about one visitor's address (GDPR-style erasure), from the inquiries screen.
  .post('/visitors/erase', requireSuperadmin, async (c) => {
    const { email } = parseInput(VisitorEraseSchema, await readJson(c))
    return c.json(await eraseVisitor(c.get('services').db, email, auditTrail(c)))
  })
  .post('/outbox/:id/retry', requireSuperadmin, async (c) => {
    const retried = await retryMail(c.get('services').db, idParam(c), auditTrail(c))
    c.get('services').mail?.kick()
    return c.json(retried)
  })
  .get('/property-statuses', async (c) => c.json(await listStatuses(c.get('services').db)))
  .get('/property-types', async (c) => c.json(await listAllTypes(c.get('services').db)))
  .get('/property-types/:id', async (c) => c.json(await getType(c.get('services').db, idParam(c))))
  .post('/property-types', requireSuperadmin, async (c) => {
    const type = parseInput(PropertyTypeSchema, await readJson(c))
    return c.json(await createType(c.get('services').db, type, auditTrail(c)), 201)
  })
  .put('/property-types/:id', requireSuperadmin, typeUpdate)
  .patch('/property-types/:id', requireSuperadmin, typeUpdate)
  .delete('/property-types/:id', requireSuperadmin, async (c) => {
    await deleteType(c.get('services').db, idParam(c), auditTrail(c))
    return c.body(null, 204)
  })
