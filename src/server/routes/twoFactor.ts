import { Hono } from 'hono'
import { audit } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { clientKey, readInput } from '../http.ts'
import { TwoFactorDisableSchema, TwoFactorEnableSchema } from '../../shared/schemas/twoFactor.ts'
import { actorOf, requireStaff } from '../middleware/auth.ts'
import { securitySettings } from '../services/securitySettings.ts'
import { disableWithProof, enableTwoFactor, startSetup, twoFactorState } from '../services/twoFactor.ts'
import { json, noContent, routeDocs } from '../openapi/describe.ts'

const doc = routeDocs('Session', 'staff')

/** /api/auth/2fa: the signed-in staff member's own second factor (docs/decisions/013-two-factor-and-csp.md). */
export const twoFactorRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/', doc({ summary: "My second factor's state", responses: { 200: json('Whether it is on, and whether this site requires it') } }), async (c) => {
    const { db } = c.get('services')
    const [state, { requireTwoFactor }] = await Promise.all([twoFactorState(db, actorOf(c).id), securitySettings(db)])
    return c.json({ ...state, required: requireTwoFactor })
  })
  .post('/setup', doc({ summary: 'Start setting up a second factor', responses: { 200: json('The secret and its QR code') }, errors: [409] }), async (c) => {
    const { db, secretBox } = c.get('services')
    return c.json(await startSetup(db, secretBox, actorOf(c)))
  })
  .post('/enable', doc({ summary: "Turn the second factor on with the app's first code", body: TwoFactorEnableSchema, responses: { 200: json('The recovery codes') }, errors: [409] }), async (c) => {
    const { db, secretBox } = c.get('services')
    const { code } = await readInput(c, TwoFactorEnableSchema)
    const actor = actorOf(c)
    const answer = await enableTwoFactor(db, secretBox, actor.id, code)
    await audit(c, 'auth.2fa.enable', { type: 'user', id: actor.id, label: actor.email })
    return c.json(answer)
  })
  .post(
    '/disable',
    doc({
      summary: 'Turn the second factor off',
      description: 'With the password and a current (or recovery) code.',
      body: TwoFactorDisableSchema,
      responses: { 204: noContent('Off') },
      errors: [409, 429],
    }),
    async (c) => {
      const { db, secretBox } = c.get('services')
      const proof = await readInput(c, TwoFactorDisableSchema)
      await disableWithProof(db, secretBox, actorOf(c), clientKey(c), proof)
      await audit(c, 'auth.2fa.disable', { type: 'user', id: actorOf(c).id, label: actorOf(c).email })
      return c.body(null, 204)
    },
  )
