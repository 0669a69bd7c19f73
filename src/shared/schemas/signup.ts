import * as v from 'valibot'
import { SIGNUP_KINDS } from '../advertisers.ts'
import { PHONE_PATTERN, USER_NAME_MIN } from '../constants.ts'
import { fieldsObject, optionalText, textField } from './fields.ts'
import { NewPasswordSchema } from './password.ts'

// Issue 27: a private owner or an agency signs up. The proof of work (`altcha`) and the honeypot
// (`website`) travel beside these fields and are checked by the route, as on the contact form.

export const AGENCY_NAME_MIN = 2
export const AGENCY_NAME_MAX = 120
export const LICENCE_MAX = 60

export const signupEmail = v.pipe(v.string('validation.signup.email'), v.trim(), v.email('validation.signup.email'), v.maxLength(254, 'validation.signup.email'))

/** POST /api/auth/signup. An agency also names itself and gives its licence number. */
export const SignupSchema = v.pipe(
  fieldsObject({
    kind: v.picklist(SIGNUP_KINDS, 'validation.signup.kind'),
    name: textField('validation.signup.name', USER_NAME_MIN, 100),
    email: signupEmail,
    password: NewPasswordSchema,
    phone: v.pipe(v.string('validation.phone'), v.trim(), v.regex(PHONE_PATTERN, 'validation.phone')),
    countryId: v.pipe(v.string('validation.signup.country'), v.trim(), v.nonEmpty('validation.signup.country'), v.maxLength(20, 'validation.signup.country')),
    agencyName: optionalText(AGENCY_NAME_MAX),
    licence: optionalText(LICENCE_MAX),
  }),
  v.forward(
    v.partialCheck([['kind'], ['agencyName']], (data) => data.kind !== 'agency' || (data.agencyName ?? '').length >= AGENCY_NAME_MIN, 'validation.signup.agencyName'),
    ['agencyName'],
  ),
  v.forward(
    v.partialCheck([['kind'], ['licence']], (data) => data.kind !== 'agency' || Boolean(data.licence), 'validation.signup.licence'),
    ['licence'],
  ),
)

export type SignupInput = v.InferInput<typeof SignupSchema>
export type SignupData = v.InferOutput<typeof SignupSchema>

const accountToken = v.pipe(v.string('validation.accountToken'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.accountToken'))

/** POST /api/auth/verify-email: the sign-up link's token. */
export const VerifyEmailSchema = fieldsObject({ token: accountToken })

/** POST /api/auth/accept-invitation: the invitation link's token and the agent's first password. */
export const AcceptInvitationSchema = fieldsObject({ token: accountToken, password: NewPasswordSchema })

/** POST /api/auth/profile/email/confirm: the confirmation link's token. */
export const AccountTokenSchema = VerifyEmailSchema

export type AcceptInvitationData = v.InferOutput<typeof AcceptInvitationSchema>
