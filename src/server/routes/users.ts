import { Hono } from 'hono'
import { PagedQuerySchema } from '../../shared/schemas/queries.ts'
import type { AppEnv } from '../context.ts'
import { intParam, readJson } from '../http.ts'
import { actorOf, requireSuperadmin } from '../middleware/auth.ts'
import { createUser, deleteUser, getUser, listRoles, listUsers, updateUser } from '../services/users.ts'
import { parseInput } from '../validation.ts'

export const userRoutes = new Hono<AppEnv>()
  .use(requireSuperadmin)
  .get('/', async (c) => {
    const { page, limit } = parseInput(PagedQuerySchema, c.req.query())
    return c.json(await listUsers(c.get('services').db, page, limit))
  })
  .get('/roles', async (c) => c.json(await listRoles(c.get('services').db)))
  .get('/:id', async (c) => c.json(await getUser(c.get('services').db, intParam(c, 'id'))))
  .post('/', async (c) => c.json(await createUser(c.get('services').db, await readJson(c)), 201))
  .patch('/:id', async (c) => c.json(await updateUser(c.get('services').db, actorOf(c), intParam(c, 'id'), await readJson(c))))
  .put('/:id', async (c) => c.json(await updateUser(c.get('services').db, actorOf(c), intParam(c, 'id'), await readJson(c))))
  .delete('/:id', async (c) => {
    await deleteUser(c.get('services').db, actorOf(c), intParam(c, 'id'))
    return c.body(null, 204)
  })
