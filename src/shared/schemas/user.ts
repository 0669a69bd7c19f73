import * as v from 'valibot'
import { PHONE_PATTERN, USER_NAME_MIN } from '../constants.ts'
import { booleanField, fieldsObject, optionalField, textField } from './fields.ts'
import { NewPasswordSchema } from './password.ts'

// Issue 23: a password a superadmin sets follows the policy of every new password (12 characters,
// not easily guessed; the server also runs judgePassword).
const password = NewPasswordSchema
const phone = v.pipe(v.string('validation.phone'), v.trim(), v.regex(PHONE_PATTERN, 'validation.phone'))

const userFields = {
  name: textField('validation.user.name', USER_NAME_MIN, 100),
  email: v.pipe(v.string('validation.user.email'), v.trim(), v.email('validation.user.email'), v.maxLength(254, 'validation.user.email')),
  roleId: v.pipe(v.string('validation.user.role'), v.trim(), v.nonEmpty('validation.user.role'), v.maxLength(40, 'validation.user.role')),
  phoneNumber: optionalField(phone),
  isActive: v.optional(booleanField('validation.boolean')),
}

export const UserCreateSchema = fieldsObject({ ...userFields, password })

/**
 * On edit every field is optional and a blank password keeps the current one; a phone number sent
 * empty or null clears it (null), one not sent stays (undefined).
 */
export const UserUpdateSchema = fieldsObject({
  ...v.partial(fieldsObject(userFields)).entries,
  phoneNumber: v.optional(
    v.pipe(
      v.union([phone, v.literal(''), v.null()], 'validation.phone'),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
  password: optionalField(password),
})

export type UserCreateData = v.InferOutput<typeof UserCreateSchema>
export type UserUpdateData = v.InferOutput<typeof UserUpdateSchema>
