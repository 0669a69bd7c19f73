import * as v from 'valibot'
import { PROPERTY_TYPE_ICONS, PROPERTY_TYPE_NAME_MIN } from '../constants.ts'
import { booleanField, fieldsObject, textField } from './fields.ts'

export const PropertyTypeSchema = fieldsObject({
  name: textField('validation.propertyType.name', PROPERTY_TYPE_NAME_MIN, 60),
  icon: v.picklist(PROPERTY_TYPE_ICONS, 'validation.propertyType.icon'),
  isActive: v.optional(booleanField('validation.boolean'), true),
})

export const PropertyTypeUpdateSchema = v.partial(PropertyTypeSchema)

export type PropertyTypeData = v.InferOutput<typeof PropertyTypeSchema>
export type PropertyTypeUpdateData = v.InferOutput<typeof PropertyTypeUpdateSchema>
