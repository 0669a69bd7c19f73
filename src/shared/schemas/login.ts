import * as v from 'valibot'
import { LANGUAGES, PASSWORD_MIN } from '../constants.ts'
import { fieldsObject } from './fields.ts'
import { loginCode } from './twoFactor.ts'

export const LoginSchema = fieldsObject({
  email: v.pipe(v.string('validation.login.email'), v.trim(), v.email('validation.login.email'), v.maxLength(254, 'validation.login.email')),
  password: v.pipe(v.string('validation.password'), v.minLength(PASSWORD_MIN, 'validation.password'), v.maxLength(200, 'validation.tooLong')),
  /** Asked only of accounts with two factors: a six-digit code or a recovery code. */
  code: loginCode,
})

export type LoginInput = v.InferInput<typeof LoginSchema>
export type LoginData = v.InferOutput<typeof LoginSchema>

/** PUT /api/auth/language: the language the signed-in user works in (their mail follows it). */
export const LanguageSchema = fieldsObject({
  language: v.picklist(LANGUAGES, 'validation.language'),
})
