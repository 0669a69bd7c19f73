import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVITATION_DAYS } from '../../src/shared/advertisers.ts'
import { hashPassword } from '../../src/server/auth/password.ts'
import { accountTokens, auditLog, users } from '../../src/server/db/schema.ts'
import { ROLE_IDS } from '../../src/server/db/seed/reference.ts'
import { createAdvertiser } from '../../src/server/services/advertisers.ts'
import { issueAccountToken } from '../../src/server/services/accountTokens.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'

// Issue 27: an agent invited by an agency opens the link and chooses a password; the link works
// once, for seven days, and a password the policy refuses does not use it up.

const t = setUpTestApp()
const STRONG = 'lantern quiver meadow pebble'
let serial = 0

/** An invited agent as the agency's invitation leaves them: inactive, with an 'invitation' link. */
async function invitedAgent(name = 'Pablo Agente') {
  serial += 1
  const advertiserId = await createAdvertiser(t.db, { kind: 'agency', name: `Agencia ${serial}`, status: 'approved' })
  const email = `agent${serial}-${Date.now()}@test.local`
  const [user] = await t.db
    .insert(users)
    .values({ name, email, roleId: ROLE_IDS.admin, passwordHash: await hashPassword('unusable placeholder secret'), isActive: false, advertiserId, agencyRole: 'agent' })
    .returning({ id: users.id })
  const token = await issueAccountToken(t.db, user.id, 'invitation', INVITATION_DAYS * 24)
  return { id: user.id, email, token }
}

const accept = (token: string, password: string) => call(t.app, 'POST', '/api/auth/accept-invitation', { token, password })
const login = (email: string, password: string) => call(appOnSameDatabase(t), 'POST', '/api/auth/login', { email, password })
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]

describe('accepting an invitation', () => {
  it('sets the password and activates the agent, who can then sign in; the link works once', async () => {
    const agent = await invitedAgent()
    expect((await login(agent.email, STRONG)).status).toBe(401)
    const res = await accept(agent.token, STRONG)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { message: string }).message).toMatch(/tu cuenta está activa/)
    const row = await userRow(agent.id)
    expect(row).toMatchObject({ isActive: true, agencyRole: 'agent' })
    expect(row.emailVerifiedAt).toBeInstanceOf(Date)
    const signedIn = await login(agent.email, STRONG)
    expect(signedIn.status).toBe(200)
    expect(((await signedIn.json()) as { user: { agencyRole: string } }).user.agencyRole).toBe('agent')
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.invitation_accepted'), eq(auditLog.targetId, String(agent.id))))
    expect(entry).toMatchObject({ targetType: 'user', targetLabel: agent.email })

    const again = await accept(agent.token, 'another lantern quiver meadow')
    expect(again.status).toBe(400)
    expect(((await again.json()) as { message: string }).message).toBe('El enlace no es válido o ya caducó. Pide uno nuevo.')
    expect((await login(agent.email, STRONG)).status).toBe(200)
  })

  it('refuses a weak password on the field and leaves the link usable', async () => {
    const agent = await invitedAgent('Lucia Quisbert')
    for (const weak of ['short', 'password1234', 'LuciaQuisbert']) {
      const res = await accept(agent.token, weak)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: { path: string }[] }
      expect(body.errors.map((e) => e.path)).toEqual(['password'])
    }
    expect((await userRow(agent.id)).isActive).toBe(false)
    expect((await accept(agent.token, STRONG)).status).toBe(200)
  })

  it('refuses an expired link, a sign-up link and an unknown one', async () => {
    const agent = await invitedAgent()
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, agent.id))
    expect((await accept(agent.token, STRONG)).status).toBe(400)

    const other = await invitedAgent()
    const verifyToken = await issueAccountToken(t.db, other.id, 'verify-email', 24)
    expect((await accept(verifyToken, STRONG)).status).toBe(400)
    expect((await accept('A'.repeat(43), STRONG)).status).toBe(400)
    expect((await accept('bad token!', STRONG)).status).toBe(400)
    expect((await userRow(agent.id)).isActive).toBe(false)
    expect((await userRow(other.id)).isActive).toBe(false)
    expect((await login(agent.email, STRONG)).status).toBe(401)
  })
})
