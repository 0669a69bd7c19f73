import * as v from 'valibot'
import { fieldsObject } from './fields.ts'

/** POST /api/admin/visitors/erase: the visitor's address whose every trace goes. */
export const VisitorEraseSchema = fieldsObject({
  email: v.pipe(v.string('validation.contact.email'), v.trim(), v.email('validation.contact.email'), v.maxLength(254, 'validation.contact.email')),
})
