import * as v from 'valibot'
import { PASSWORD_MIN } from '../constants.ts'

export const LoginSchema = v.object({
  email: v.pipe(v.string('validation.login.email'), v.trim(), v.email('validation.login.email'), v.maxLength(254, 'validation.login.email')),
  password: v.pipe(v.string('validation.password'), v.minLength(PASSWORD_MIN, 'validation.password'), v.maxLength(200, 'validation.tooLong')),
})

export type LoginInput = v.InferInput<typeof LoginSchema>
