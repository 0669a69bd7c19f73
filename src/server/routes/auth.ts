import { Hono } from 'hono'
import type { AppEnv } from '../context.ts'
import { clientKey, readJson } from '../http.ts'
import { LanguageSchema, LoginSchema } from '../../shared/schemas/login.ts'
import { actorOf, requireStaff } from '../middleware/auth.ts'
import { translate } from '../i18n.server.ts'
import { login, setUserLanguage, toSessionUser } from '../services/auth.ts'
import { parseInput } from '../validation.ts'
import { twoFactorRoutes } from './twoFactor.ts'

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { db, tokens, secretBox } = c.get('services')
    const credentials = parseInput(LoginSchema, await readJson(c))
    const { user, token, twoFactorSetupRequired } = await login(db, tokens, clientKey(c), credentials, secretBox)
    const message = translate(c.get('lang'), 'api.loginSuccess', { name: user.name })
    // Set only when a superadmin requires two factors and this account has none yet (API.md).
    return c.json({ user, token, message, ...(twoFactorSetupRequired ? { twoFactorSetupRequired } : {}) })
  })
  .route('/2fa', twoFactorRoutes)
  .get('/me', requireStaff, (c) => c.json(toSessionUser(actorOf(c))))
  .put('/language', requireStaff, async (c) => {
    const { language } = parseInput(LanguageSchema, await readJson(c))
    await setUserLanguage(c.get('services').db, actorOf(c).id, language)
    return c.body(null, 204)
  })
