import * as v from 'valibot'
import { booleanField, fieldsObject } from './fields.ts'

/** A code from the authenticator app: six digits (spaces as some apps show them are dropped). */
const totpCode = v.pipe(
  v.string('validation.twoFactor.code'),
  v.transform((code) => code.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, 'validation.twoFactor.code'),
)

/** The second factor at login: a six-digit code or a recovery code (xxxxx-xxxxx). */
export const loginCode = v.optional(v.pipe(v.string('validation.twoFactor.loginCode'), v.trim(), v.maxLength(32, 'validation.twoFactor.loginCode')))

/** POST /api/auth/2fa/enable: the first code from the app proves it holds the secret. */
export const TwoFactorEnableSchema = fieldsObject({ code: totpCode })

/** POST /api/auth/2fa/disable: the password and a current code (or a recovery code) again. */
export const TwoFactorDisableSchema = fieldsObject({
  password: v.pipe(v.string('validation.required'), v.minLength(1, 'validation.required'), v.maxLength(200, 'validation.tooLong')),
  code: v.pipe(v.string('validation.twoFactor.loginCode'), v.trim(), v.minLength(1, 'validation.twoFactor.loginCode'), v.maxLength(32, 'validation.twoFactor.loginCode')),
})

/** PUT /api/admin/security (superadmin). */
export const SecuritySettingsSchema = fieldsObject({
  requireTwoFactor: booleanField('validation.boolean'),
})

export type TwoFactorDisableInput = v.InferInput<typeof TwoFactorDisableSchema>
