import { Hono, type Context } from 'hono'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import { PropertyTypeSchema, PropertyTypeUpdateSchema } from '../../shared/schemas/propertyType.ts'
import { AuditQuerySchema, InquiryExportQuerySchema, InquiryListQuerySchema, InquiryPatchSchema, OutboxQuerySchema, ReportQuerySchema } from '../../shared/schemas/queries.ts'
import { ReportReviewSchema } from '../../shared/schemas/report.ts'
import { audit, auditTrail } from '../audit.ts'
import { SecuritySettingsSchema } from '../../shared/schemas/twoFactor.ts'
import type { AppEnv } from '../context.ts'
import { csvDownload, csvFilename, csvStyleOf } from '../csv.ts'
import { paramOf, readInput } from '../http.ts'
import { actorOf, requireStaff, requireSuperadmin } from '../middleware/auth.ts'
import { dashboardStats, inquiryExportBatches, listInquiries, recentInquiries, setInquiryRead } from '../services/inquiries.ts'
import { listAudit } from '../services/audit.ts'
import { leadsOf } from '../services/leads.ts'
import { withPerAgent } from '../services/agency.ts'
import { listOutbox, retryMail } from '../services/mailQueue.ts'
import { eraseVisitor } from '../services/visitorErasure.ts'
import { VisitorEraseSchema } from '../../shared/schemas/visitorErase.ts'
import { listReports, reviewReport } from '../services/reports.ts'
import { securitySettings, updateSecuritySettings } from '../services/securitySettings.ts'
import { createType, deleteType, getType, listAllTypes, updateType } from '../services/propertyTypes.ts'
import { listStatuses } from '../services/statuses.ts'
import { parseInput } from '../validation.ts'
import { INQUIRY_CSV_COLUMNS } from './csvColumns.ts'
import { csv, json, noContent, routeDocs, shapes } from '../openapi/describe.ts'

const idParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdParamSchema)

const doc = routeDocs('Admin', 'staff')
const byId = { id: IdParamSchema }

async function typeUpdate(c: Context<AppEnv>) {
  const id = idParam(c)
  const changes = await readInput(c, PropertyTypeUpdateSchema)
  return c.json(await updateType(c.get('services').db, id, changes, auditTrail(c)))
}

export const adminRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get(
    '/dashboard-stats',
    doc({
      summary: "Counts over the caller's listings and inquiries (all for a superadmin)",
      responses: { 200: json("`{ properties, activeProperties, inactiveProperties, inquiries, unreadInquiries, totalViews }`, and `perAgent` for an agency's manager") },
    }),
    async (c) => {
      const { db } = c.get('services')
      const actor = actorOf(c)
      return c.json(await withPerAgent(db, actor, await dashboardStats(db, actor)))
    },
  )
  .get('/recent-inquiries', doc({ summary: "The latest inquiries about the caller's listings", responses: { 200: json('Inquiries', shapes.list) } }), async (c) =>
    c.json(await recentInquiries(c.get('services').db, actorOf(c))),
  )
  .get('/inquiries', doc({ summary: "The caller's inquiries, a page of them", query: InquiryListQuerySchema, responses: { 200: json('A page of inquiries', shapes.page) } }), async (c) =>
    c.json(await listInquiries(c.get('services').db, actorOf(c), parseInput(InquiryListQuerySchema, c.req.query()))),
  )
  .get('/inquiries/export.csv', doc({ summary: "The caller's inquiries as CSV", query: InquiryExportQuerySchema, responses: { 200: csv('Every matching inquiry, one row each') } }), async (c) => {
    const query = parseInput(InquiryExportQuerySchema, c.req.query())
    // Recorded before a byte is sent: an export that cannot be recorded does not happen.
    await audit(c, 'export.csv', { type: 'export', id: 'inquiries', label: 'inquiries' }, { export: 'inquiries', filters: query, delimiter: csvStyleOf(c) })
    return csvDownload(c, csvFilename('inquiries'), INQUIRY_CSV_COLUMNS, inquiryExportBatches(c.get('services').db, actorOf(c), query))
  })
  .patch('/inquiries/:id', doc({ summary: 'Mark an inquiry read or unread', params: byId, body: InquiryPatchSchema, responses: { 200: json('The inquiry') } }), async (c) => {
    const id = idParam(c)
    const { isRead } = await readInput(c, InquiryPatchSchema)
    return c.json(await setInquiryRead(c.get('services').db, actorOf(c), id, isRead))
  })
  .get('/leads', doc({ summary: "Contact taps and inquiries per listing of the caller's", responses: { 200: json('Leads') } }), async (c) => c.json(await leadsOf(c.get('services').db, actorOf(c))))
  .get(
    '/reports',
    doc({ summary: 'Reports about listings, newest first', access: 'superadmin', query: ReportQuerySchema, responses: { 200: json('A page of reports', shapes.page) } }),
    requireSuperadmin,
    async (c) => c.json(await listReports(c.get('services').db, parseInput(ReportQuerySchema, c.req.query()))),
  )
  .patch('/reports/:id', doc({ summary: 'Review a report', access: 'superadmin', params: byId, body: ReportReviewSchema, responses: { 200: json('The report') } }), requireSuperadmin, async (c) => {
    const id = idParam(c)
    const { status } = await readInput(c, ReportReviewSchema)
    return c.json(await reviewReport(c.get('services').db, id, status, auditTrail(c)))
  })
  .get(
    '/audit',
    doc({ summary: 'The audit log, newest first', access: 'superadmin', query: AuditQuerySchema, responses: { 200: json('A page of audit entries', shapes.page) } }),
    requireSuperadmin,
    async (c) => c.json(await listAudit(c.get('services').db, parseInput(AuditQuerySchema, c.req.query()))),
  )
  .get('/security', doc({ summary: 'Security settings', access: 'superadmin', responses: { 200: json('`{ requireTwoFactor }`') } }), requireSuperadmin, async (c) =>
    c.json(await securitySettings(c.get('services').db)),
  )
  .put(
    '/security',
    doc({ summary: 'Change the security settings', access: 'superadmin', body: SecuritySettingsSchema, responses: { 200: json('The settings') }, errors: [409] }),
    requireSuperadmin,
    async (c) => {
      const changes = await readInput(c, SecuritySettingsSchema)
      const saved = await updateSecuritySettings(c.get('services').db, actorOf(c).id, changes)
      await audit(c, 'security.settings', null, { ...changes })
      return c.json(saved)
    },
  )
  .get(
    '/outbox',
    doc({ summary: 'The mail queue, newest first', access: 'superadmin', query: OutboxQuerySchema, responses: { 200: json('A page of mail', shapes.page) } }),
    requireSuperadmin,
    async (c) => {
      const { db, outboxShowsLinks } = c.get('services')
      return c.json(await listOutbox(db, parseInput(OutboxQuerySchema, c.req.query()), outboxShowsLinks))
    },
  )
  // Everything kept about one visitor's address (GDPR-style erasure), from the inquiries screen.
  .post(
    '/visitors/erase',
    doc({ summary: "Erase everything kept about a visitor's address", access: 'superadmin', body: VisitorEraseSchema, responses: { 200: json('What was erased') } }),
    requireSuperadmin,
    async (c) => {
      const { email } = await readInput(c, VisitorEraseSchema)
      return c.json(await eraseVisitor(c.get('services').db, email, auditTrail(c)))
    },
  )
  .post(
    '/outbox/:id/retry',
    doc({ summary: 'Send a failed mail again', access: 'superadmin', params: byId, responses: { 200: json('The mail, queued again') }, errors: [409] }),
    requireSuperadmin,
    async (c) => {
      const retried = await retryMail(c.get('services').db, idParam(c), auditTrail(c))
      c.get('services').mail?.kick()
      return c.json(retried)
    },
  )
  .get('/property-statuses', doc({ summary: 'Listing statuses', responses: { 200: json('`[{ id, name }]`', shapes.list) } }), async (c) => c.json(await listStatuses(c.get('services').db)))
  .get('/property-types', doc({ summary: 'Every property type, active or not', responses: { 200: json('`[{ id, name, icon, isActive }]`', shapes.list) } }), async (c) =>
    c.json(await listAllTypes(c.get('services').db)),
  )
  .get('/property-types/:id', doc({ summary: 'One property type', params: byId, responses: { 200: json('`{ id, name, icon, isActive }`') } }), async (c) =>
    c.json(await getType(c.get('services').db, idParam(c))),
  )
  .post(
    '/property-types',
    doc({ summary: 'Create a property type', access: 'superadmin', body: PropertyTypeSchema, responses: { 201: json('The new type') }, errors: [409] }),
    requireSuperadmin,
    async (c) => {
      const type = await readInput(c, PropertyTypeSchema)
      return c.json(await createType(c.get('services').db, type, auditTrail(c)), 201)
    },
  )
  .put(
    '/property-types/:id',
    doc({ summary: 'Change a property type', access: 'superadmin', params: byId, body: PropertyTypeUpdateSchema, responses: { 200: json('The type') }, errors: [409] }),
    requireSuperadmin,
    typeUpdate,
  )
  .patch(
    '/property-types/:id',
    doc({ summary: 'Change a property type', access: 'superadmin', params: byId, body: PropertyTypeUpdateSchema, responses: { 200: json('The type') }, errors: [409] }),
    requireSuperadmin,
    typeUpdate,
  )
  .delete(
    '/property-types/:id',
    doc({ summary: 'Delete a property type', description: 'A type in use is a 409.', access: 'superadmin', params: byId, responses: { 204: noContent('Deleted') }, errors: [409] }),
    requireSuperadmin,
    async (c) => {
      await deleteType(c.get('services').db, idParam(c), auditTrail(c))
      return c.body(null, 204)
    },
  )
