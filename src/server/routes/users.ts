import { Hono, type Context } from 'hono'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import { UserListQuerySchema } from '../../shared/schemas/queries.ts'
import { UserCreateSchema, UserUpdateSchema } from '../../shared/schemas/user.ts'
import { audit, auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readJson } from '../http.ts'
import { actorOf, requireSuperadmin } from '../middleware/auth.ts'
import { resetTwoFactor } from '../services/twoFactor.ts'
import { createUser, deleteUser, getUser, listRoles, listUsers, updateUser } from '../services/users.ts'
import { parseInput } from '../validation.ts'

const idParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdParamSchema)

async function userUpdate(c: Context<AppEnv>) {
  const id = idParam(c)
  const changes = parseInput(UserUpdateSchema, await readJson(c))
  return c.json(await updateUser(c.get('services').db, actorOf(c), id, changes, auditTrail(c), c.get('services')))
}

export const userRoutes = new Hono<AppEnv>()
  .use(requireSuperadmin)
  .get('/', async (c) => {
    return c.json(await listUsers(c.get('services').db, parseInput(UserListQuerySchema, c.req.query())))
  })
  .get('/roles', async (c) => c.json(await listRoles(c.get('services').db)))
  .get('/:id', async (c) => c.json(await getUser(c.get('services').db, idParam(c))))
  .post('/', async (c) => c.json(await createUser(c.get('services').db, parseInput(UserCreateSchema, await readJson(c)), auditTrail(c)), 201))
  .patch('/:id', userUpdate)
  .put('/:id', userUpdate)
  // A staff member who lost both the phone and the recovery codes: set it up again at next login.
  .delete('/:id/two-factor', async (c) => {
    const id = idParam(c)
    await resetTwoFactor(c.get('services').db, id)
    await audit(c, 'auth.2fa.reset', { type: 'user', id })
    return c.body(null, 204)
  })
  .delete('/:id', async (c) => {
    await deleteUser(c.get('services').db, actorOf(c), idParam(c), auditTrail(c))
    return c.body(null, 204)
  })
