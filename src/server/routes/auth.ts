import { Hono } from 'hono'
import type { AppEnv } from '../context.ts'
import { clientKey, readJson } from '../http.ts'
import { LoginSchema } from '../../shared/schemas/login.ts'
import { actorOf, requireStaff } from '../middleware/auth.ts'
import { translate } from '../i18n.server.ts'
import { login, toSessionUser } from '../services/auth.ts'
import { parseInput } from '../validation.ts'

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { db, tokens, loginThrottle } = c.get('services')
    const credentials = parseInput(LoginSchema, await readJson(c))
    const { user, token } = await login(db, tokens, loginThrottle, clientKey(c), credentials)
    return c.json({ user, token, message: translate(c.get('lang'), 'api.loginSuccess', { name: user.name }) })
  })
  .get('/me', requireStaff, (c) => c.json(toSessionUser(actorOf(c))))
