import * as v from 'valibot'
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from '../passwordPolicy.ts'
import { fieldsObject } from './fields.ts'
import { LoginSchema } from './login.ts'

/**
 * A new password's length (the part a schema can check at once); the guessability check is
 * `judgePassword` (src/shared/passwordPolicy.ts), run by the form for its hint and by the server.
 */
export const NewPasswordSchema = v.pipe(v.string('validation.newPassword.short'), v.minLength(NEW_PASSWORD_MIN, 'validation.newPassword.short'), v.maxLength(NEW_PASSWORD_MAX, 'validation.tooLong'))

/** POST /api/auth/password: the signed-in user changes their own password. */
export const PasswordChangeSchema = fieldsObject({
  currentPassword: v.pipe(v.string('validation.password'), v.nonEmpty('validation.password'), v.maxLength(200, 'validation.tooLong')),
  newPassword: NewPasswordSchema,
})

/** POST /api/auth/password-reset: the mail with a link to choose a new password. */
export const PasswordResetRequestSchema = fieldsObject({
  email: LoginSchema.entries.email,
})

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetConfirmSchema = fieldsObject({
  token: v.pipe(v.string('validation.resetToken'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.resetToken')),
  password: NewPasswordSchema,
})

export type PasswordChangeInput = v.InferInput<typeof PasswordChangeSchema>
export type PasswordChangeData = v.InferOutput<typeof PasswordChangeSchema>
export type PasswordResetConfirmData = v.InferOutput<typeof PasswordResetConfirmSchema>
