import { Hono, type Context } from 'hono'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import { UserListQuerySchema } from '../../shared/schemas/queries.ts'
import { UserCreateSchema, UserUpdateSchema } from '../../shared/schemas/user.ts'
import { audit, auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readInput } from '../http.ts'
import { actorOf, requireSuperadmin } from '../middleware/auth.ts'
import { resetTwoFactor } from '../services/twoFactor.ts'
import { createUser, deleteUser, getUser, listRoles, listUsers, updateUser } from '../services/users.ts'
import { parseInput } from '../validation.ts'
import { json, noContent, routeDocs, shapes } from '../openapi/describe.ts'

const idParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdParamSchema)

const doc = routeDocs('Users', 'superadmin')
const byId = { id: IdParamSchema }
const USER = '`{ id, name, email, roleId, roleName, isActive, phoneNumber }`'
const changeDoc = doc({
  summary: 'Change a user',
  description: 'A blank password keeps the current one; a superadmin cannot demote itself.',
  params: byId,
  body: UserUpdateSchema,
  responses: { 200: json(USER) },
  errors: [409],
})

async function userUpdate(c: Context<AppEnv>) {
  const id = idParam(c)
  const changes = await readInput(c, UserUpdateSchema)
  return c.json(await updateUser(c.get('services').db, actorOf(c), id, changes, auditTrail(c), c.get('services')))
}

export const userRoutes = new Hono<AppEnv>()
  .use(requireSuperadmin)
  .get('/', doc({ summary: 'Staff accounts, a page of them', query: UserListQuerySchema, responses: { 200: json('A page of users', shapes.page) } }), async (c) => {
    return c.json(await listUsers(c.get('services').db, parseInput(UserListQuerySchema, c.req.query())))
  })
  .get('/roles', doc({ summary: 'Roles', responses: { 200: json('`[{ id, name }]`', shapes.list) } }), async (c) => c.json(await listRoles(c.get('services').db)))
  .get('/:id', doc({ summary: 'One user', params: byId, responses: { 200: json(USER) } }), async (c) => c.json(await getUser(c.get('services').db, idParam(c))))
  .post('/', doc({ summary: 'Create a user', body: UserCreateSchema, responses: { 201: json(USER) }, errors: [409] }), async (c) =>
    c.json(await createUser(c.get('services').db, await readInput(c, UserCreateSchema), auditTrail(c)), 201),
  )
  .patch('/:id', changeDoc, userUpdate)
  .put('/:id', changeDoc, userUpdate)
  // A staff member who lost both the phone and the recovery codes: set it up again at next login.
  .delete(
    '/:id/two-factor',
    doc({ summary: "Reset a user's second factor", description: 'They set it up again at their next login.', params: byId, responses: { 204: noContent('Reset') } }),
    async (c) => {
      const id = idParam(c)
      await resetTwoFactor(c.get('services').db, id)
      await audit(c, 'auth.2fa.reset', { type: 'user', id })
      return c.body(null, 204)
    },
  )
  .delete(
    '/:id',
    doc({ summary: 'Delete a user', description: 'Not oneself, nor a user who still owns listings (409).', params: byId, responses: { 204: noContent('Deleted') }, errors: [409] }),
    async (c) => {
      await deleteUser(c.get('services').db, actorOf(c), idParam(c), auditTrail(c))
      return c.body(null, 204)
    },
  )
