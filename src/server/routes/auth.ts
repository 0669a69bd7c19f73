import { Hono } from 'hono'
import type { AppEnv } from '../context.ts'
import { auditLoginRefusal, auditLoginSuccess } from '../auditLogin.ts'
import { clientKey, readJson } from '../http.ts'
import { LanguageSchema, LoginSchema } from '../../shared/schemas/login.ts'
import { actorOf, requireStaff } from '../middleware/auth.ts'
import { translate } from '../i18n.server.ts'
import { login, setUserLanguage, toSessionUser } from '../services/auth.ts'
import { parseInput } from '../validation.ts'

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { db, tokens } = c.get('services')
    const credentials = parseInput(LoginSchema, await readJson(c))
    const { user, token } = await login(db, tokens, clientKey(c), credentials).catch(async (error: unknown) => {
      await auditLoginRefusal(c, credentials.email, error)
      throw error
    })
    await auditLoginSuccess(c, user)
    return c.json({ user, token, message: translate(c.get('lang'), 'api.loginSuccess', { name: user.name }) })
  })
  .get('/me', requireStaff, (c) => c.json(toSessionUser(actorOf(c))))
  .put('/language', requireStaff, async (c) => {
    const { language } = parseInput(LanguageSchema, await readJson(c))
    await setUserLanguage(c.get('services').db, actorOf(c).id, language)
    return c.body(null, 204)
  })
