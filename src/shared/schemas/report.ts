import * as v from 'valibot'
import { REPORT_REASONS, REPORT_STATUSES } from '../constants.ts'
import { fieldsObject, optionalField, optionalText } from './fields.ts'

/** POST /api/properties/{id}/reports: why, optional details, and an optional address to answer to. */
export const ReportSchema = fieldsObject({
  reason: v.picklist(REPORT_REASONS, 'validation.report.reason'),
  details: optionalText(2000),
  email: optionalField(v.pipe(v.string('validation.contact.email'), v.trim(), v.email('validation.contact.email'), v.maxLength(254, 'validation.contact.email'))),
})

export type ReportData = v.InferOutput<typeof ReportSchema>

/** PATCH /api/admin/reports/{id}: a superadmin's review. */
export const ReportReviewSchema = fieldsObject({
  status: v.picklist(REPORT_STATUSES, 'validation.report.status'),
})
