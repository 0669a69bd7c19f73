import * as v from 'valibot'
import { LANGUAGES, PHONE_PATTERN, USER_NAME_MIN } from '../constants.ts'
import { fieldsObject, textField } from './fields.ts'
import { signupEmail } from './signup.ts'

// Issue 27: "Mi perfil", what every signed-in user edits about themself.

/** A number sent empty or null clears it (null); one not sent stays as it is (undefined). */
const clearablePhone = v.optional(
  v.pipe(
    v.union([v.pipe(v.string('validation.phone'), v.trim(), v.regex(PHONE_PATTERN, 'validation.phone')), v.literal(''), v.null()], 'validation.phone'),
    v.transform((value) => (value === '' ? null : value)),
  ),
)

/** PUT /api/auth/profile. */
export const ProfileSchema = fieldsObject({
  name: textField('validation.user.name', USER_NAME_MIN, 100),
  phoneNumber: clearablePhone,
  whatsapp: clearablePhone,
  language: v.picklist(LANGUAGES, 'validation.language'),
})

/** POST /api/auth/profile/email: the new address, and the password to prove it is the owner asking. */
export const EmailChangeSchema = fieldsObject({
  email: signupEmail,
  password: v.pipe(v.string('validation.password'), v.nonEmpty('validation.password'), v.maxLength(200, 'validation.tooLong')),
})

export type ProfileInput = v.InferInput<typeof ProfileSchema>
export type ProfileData = v.InferOutput<typeof ProfileSchema>
export type EmailChangeData = v.InferOutput<typeof EmailChangeSchema>
