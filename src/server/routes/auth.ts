import { Hono, type Context } from 'hono'
import type { AppEnv } from '../context.ts'
import type { Database } from '../db/client.ts'
import { audit, auditTrail } from '../audit.ts'
import { auditLoginRefusal, auditLoginSuccess } from '../auditLogin.ts'
import { clientKey, readInput } from '../http.ts'
import { LanguageSchema, LoginSchema } from '../../shared/schemas/login.ts'
import { PasswordChangeSchema, PasswordResetConfirmSchema, PasswordResetRequestSchema } from '../../shared/schemas/password.ts'
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie.ts'
import { actorOf, requireStaff } from '../middleware/auth.ts'
import { translate } from '../i18n.server.ts'
import { recordAudit } from '../services/audit.ts'
import { login, setUserLanguage, toSessionUser } from '../services/auth.ts'
import { changeOwnPassword, confirmPasswordReset, requestPasswordReset } from '../services/passwords.ts'
import { endAllSessions, revokeSession } from '../services/sessions.ts'
import { twoFactorRoutes } from './twoFactor.ts'
import { profileRoutes } from './profile.ts'
import { signupRoutes } from './signup.ts'
import { json, message as messageAnswer, noContent, routeDocs } from '../openapi/describe.ts'

const doc = routeDocs('Session')
const SESSION = { type: 'object', required: ['user', 'token', 'message'], properties: { user: { type: 'object' }, token: { type: 'string' }, message: { type: 'string' } } }
const loginDoc = doc({
  summary: 'Sign in',
  description: 'Also sets the session cookie. Wrong credentials are a 401 whether the email exists or not; repeated failures are throttled.',
  body: LoginSchema,
  responses: { 200: json('`{ user: { id, name, email, role, phoneNumber }, token, message, twoFactorSetupRequired? }`', SESSION) },
  errors: [401, 429],
})

/** The browser's copy of a new session: the HttpOnly cookie, living as long as the token. */
async function giveCookie(c: Context<AppEnv>, token: string) {
  const { tokens } = c.get('services')
  const claims = await tokens.verify(token)
  if (claims) setSessionCookie(c, token, claims.expiresAt, tokens.nowSeconds())
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', loginDoc, async (c) => {
    const { db, tokens, secretBox } = c.get('services')
    const credentials = await readInput(c, LoginSchema)
    const { user, token, twoFactorSetupRequired, usedRecoveryCode } = await login(db, tokens, clientKey(c), credentials, secretBox).catch(async (error: unknown) => {
      await auditLoginRefusal(c, credentials.email, error)
      throw error
    })
    await auditLoginSuccess(c, user)
    if (usedRecoveryCode)
      await recordAudit(db, { actorId: user.id, actorEmail: user.email, clientAddress: clientKey(c), action: 'auth.2fa.recovery_used', targetType: 'user', targetId: user.id, targetLabel: user.email })
    // The token stays in the body for API clients (docs/specs/API.md); the admin in the browser uses the cookie.
    await giveCookie(c, token)
    const message = translate(c.get('lang'), 'api.loginSuccess', { name: user.name })
    // Set only when a superadmin requires two factors and this account has none yet (docs/specs/API.md).
    return c.json({ user, token, message, ...(twoFactorSetupRequired ? { twoFactorSetupRequired } : {}) })
  })
  .route('/2fa', twoFactorRoutes)
  .route('/', signupRoutes)
  .route('/profile', profileRoutes)
  .get('/me', doc({ summary: 'The signed-in user', access: 'staff', responses: { 200: json('`{ id, name, email, role, phoneNumber }`') } }), requireStaff, (c) => c.json(toSessionUser(actorOf(c))))
  .put('/language', doc({ summary: 'The language the signed-in user works in', access: 'staff', body: LanguageSchema, responses: { 204: noContent('Saved') } }), requireStaff, async (c) => {
    const { language } = await readInput(c, LanguageSchema)
    await setUserLanguage(c.get('services').db, actorOf(c).id, language)
    return c.body(null, 204)
  })
  // This session ends (every token refreshed from it too); without a valid session, still 204.
  .post(
    '/logout',
    doc({ summary: 'End this session', description: 'Without a valid session, still 204.', access: 'optional', responses: { 204: noContent('Signed out; the cookie is cleared') } }),
    async (c) => {
      const { db, tokens } = c.get('services')
      const session = c.get('session')
      if (session) {
        await revokeSession(db, tokens, session)
        if (c.get('actor')) await audit(c, 'auth.logout')
      }
      clearSessionCookie(c)
      return c.body(null, 204)
    },
  )
  // Every session of the user ends, on every device and process.
  .post('/logout-all', doc({ summary: "End every session of the user's, on every device", access: 'staff', responses: { 204: noContent('Signed out everywhere') } }), requireStaff, async (c) => {
    const { db } = c.get('services')
    await db.transaction(async (tx) => {
      await endAllSessions(tx as Database, actorOf(c).id)
      await audit(c, 'auth.logout_all', null, null, tx as Database)
    })
    clearSessionCookie(c)
    return c.body(null, 204)
  })
  .post(
    '/password',
    doc({
      summary: 'Change my password',
      description: 'Every other session ends; this one goes on with the new token.',
      access: 'staff',
      body: PasswordChangeSchema,
      responses: { 200: json('`{ user, token, message }`', SESSION) },
      errors: [429],
    }),
    requireStaff,
    async (c) => {
      const services = c.get('services')
      const data = await readInput(c, PasswordChangeSchema)
      const actor = actorOf(c)
      const { sessionVersion } = await changeOwnPassword(services.db, actor, data, services, auditTrail(c))
      // Every earlier session ended, this one too: this device goes on with a new one.
      const token = await services.tokens.issue({ userId: actor.id, sessionVersion })
      await giveCookie(c, token)
      return c.json({ user: toSessionUser(actor), token, message: translate(c.get('lang'), 'api.passwordChanged') })
    },
  )
  .post(
    '/password-reset',
    doc({
      summary: 'Mail a link to choose a new password',
      description: 'The same answer whatever the address.',
      body: PasswordResetRequestSchema,
      responses: { 202: messageAnswer('Accepted') },
      errors: [429],
    }),
    async (c) => {
      const services = c.get('services')
      const { email } = await readInput(c, PasswordResetRequestSchema)
      await requestPasswordReset(services.db, clientKey(c), email, services, auditTrail(c))
      return c.json({ message: translate(c.get('lang'), 'api.passwordResetRequested') }, 202)
    },
  )
  .post('/password-reset/confirm', doc({ summary: "Choose a new password with the mail link's token", body: PasswordResetConfirmSchema, responses: { 200: messageAnswer('Changed') } }), async (c) => {
    const services = c.get('services')
    const data = await readInput(c, PasswordResetConfirmSchema)
    await confirmPasswordReset(services.db, data, services, auditTrail(c))
    return c.json({ message: translate(c.get('lang'), 'api.passwordResetDone') })
  })
