import * as v from 'valibot'
import { CONTACT_CHANNELS, CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, PHONE_PATTERN } from '../constants.ts'
import { fieldsObject, idField, optionalField, textField } from './fields.ts'

export const ContactSchema = fieldsObject({
  name: textField('validation.contact.name', CONTACT_NAME_MIN, 100),
  email: v.pipe(v.string('validation.contact.email'), v.trim(), v.email('validation.contact.email'), v.maxLength(254, 'validation.contact.email')),
  phone: optionalField(v.pipe(v.string('validation.phone'), v.trim(), v.regex(PHONE_PATTERN, 'validation.phone'))),
  message: textField('validation.contact.message', CONTACT_MESSAGE_MIN, 5000),
  propertyId: optionalField(idField('validation.propertyId')),
})

export type ContactData = v.InferOutput<typeof ContactSchema>

/** POST /api/properties/{id}/contact-clicks: which button the visitor tapped. */
export const ContactClickSchema = fieldsObject({
  channel: v.picklist(CONTACT_CHANNELS, 'validation.contactChannel'),
})
