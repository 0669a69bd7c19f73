import { auditTrail } from '../audit.ts'
import { Hono } from 'hono'
import { AcceptInvitationSchema, SignupSchema, VerifyEmailSchema } from '../../shared/schemas/signup.ts'
import type { AppEnv } from '../context.ts'
import { clientKey, readInput, readJson } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { message, routeDocs } from '../openapi/describe.ts'
import { acceptInvitation, checkSignup, signUp, verifyEmail } from '../services/signup.ts'
import { parseInput } from '../validation.ts'
import { countFormPost, fromAPerson } from './formDefences.ts'

// Issue 27, docs/advertisers.md "Accounts": signing up, the address check, an agent's invitation.

const doc = routeDocs('Accounts')

const signupDoc = doc({
  summary: 'Sign up as a private owner or an agency',
  description:
    'With a proof of work (`altcha`, see GET /api/challenge) and the honeypot `website` left empty, like POST /api/contact; rate-limited per client. The same 202 whether the address has an account or not: a new one gets the verification link (24 h), an existing one a mail saying it has an account. The account stays inactive until the link is opened, and its advertiser `pending` until a superadmin approves it.',
  body: SignupSchema,
  responses: { 202: message('Accepted: a mail is on its way') },
  errors: [429],
})

export const signupRoutes = new Hono<AppEnv>()
  .post('/signup', signupDoc, async (c) => {
    const services = c.get('services')
    const body = await readJson(c)
    await countFormPost(c)
    const data = parseInput(SignupSchema, body)
    // Before the proof of work is spent: a weak password or unknown country costs the person no new challenge.
    await checkSignup(services.db, data)
    if (await fromAPerson(c, body))
      await signUp(services.db, data, { siteUrl: services.siteUrl, mail: services.mail, lang: c.get('lang'), clientKey: clientKey(c), contactLimit: services.contactLimit }, auditTrail(c))
    return c.json({ message: translate(c.get('lang'), 'api.signupReceived') }, 202)
  })
  .post(
    '/verify-email',
    doc({
      summary: "Confirm a sign-up's address with the mail link's token",
      description: 'Activates the account and records the `email` verification fact. An unknown, used or expired link (24 h) is a 400.',
      body: VerifyEmailSchema,
      responses: { 200: message('Confirmed: the account can sign in') },
    }),
    async (c) => {
      const { token } = await readInput(c, VerifyEmailSchema)
      await verifyEmail(c.get('services').db, token, auditTrail(c))
      return c.json({ message: translate(c.get('lang'), 'api.emailVerified') })
    },
  )
  .post(
    '/accept-invitation',
    doc({
      summary: "Accept an agency's invitation: choose a password",
      description:
        'Activates the invited agent with the password. A password the policy refuses is a 400 on `password` and leaves the link usable; an unknown, used or expired link (7 days) is a 400.',
      body: AcceptInvitationSchema,
      responses: { 200: message('Accepted: the agent can sign in') },
    }),
    async (c) => {
      await acceptInvitation(c.get('services').db, await readInput(c, AcceptInvitationSchema), auditTrail(c))
      return c.json({ message: translate(c.get('lang'), 'api.invitationAccepted') })
    },
  )
