import * as v from 'valibot'
import { PASSWORD_MIN, PHONE_PATTERN, USER_NAME_MIN } from '../constants.ts'
import { booleanField, optionalField, textField } from './fields.ts'

// The user form's wording differs from the login's by its final period (admin-area.md §8).
const password = v.pipe(v.string('validation.userPassword'), v.minLength(PASSWORD_MIN, 'validation.userPassword'), v.maxLength(200, 'validation.tooLong'))

const userFields = {
  name: textField('validation.user.name', USER_NAME_MIN, 100),
  email: v.pipe(v.string('validation.user.email'), v.trim(), v.email('validation.user.email'), v.maxLength(254, 'validation.user.email')),
  roleId: v.pipe(v.string('validation.user.role'), v.trim(), v.nonEmpty('validation.user.role'), v.maxLength(40, 'validation.user.role')),
  phoneNumber: optionalField(v.pipe(v.string('validation.phone'), v.trim(), v.regex(PHONE_PATTERN, 'validation.phone'))),
  isActive: v.optional(booleanField('validation.boolean')),
}

export const UserCreateSchema = v.object({ ...userFields, password })

/** On edit a blank password keeps the current one. */
export const UserUpdateSchema = v.object({
  ...v.partial(v.object(userFields)).entries,
  password: optionalField(password),
})

export type UserCreateInput = v.InferInput<typeof UserCreateSchema>
export type UserUpdateInput = v.InferInput<typeof UserUpdateSchema>
