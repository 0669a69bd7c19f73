import type { Database } from '../db/client.ts'
import { AppError } from '../errors.ts'
import { admitAttempt, blockedFor, forget, takeBack, type GrowingDelay } from './rateCounters.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND

/**
 * Throttle the guesser, not the account: the tight limit is on one client guessing one account;
 * one client trying many accounts has a looser one; an account tried from many clients only tells
 * wrong guesses to wait (after their password was checked), so its owner always gets in.
 */
const LOGIN_RULES = {
  pair: { free: 5, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, memoryMs: 60 * MINUTE },
  client: { free: 20, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, memoryMs: 60 * MINUTE },
  account: { free: 10, firstDelayMs: 5 * SECOND, maxDelayMs: MINUTE, memoryMs: 60 * MINUTE },
} satisfies Record<string, GrowingDelay>

interface LoginAttempt {
  /** The email as typed, lower-cased. */
  account: string
  client: string
}

const keysOf = ({ account, client }: LoginAttempt) => ({
  pair: `login:pair:${client}|${account}`,
  client: `login:client:${client}`,
  account: `login:account:${account}`,
})

function throttledError(waitSeconds: number): AppError {
  const retryAfter = waitSeconds
  if (waitSeconds < 120) return new AppError('TOO_MANY_REQUESTS', 'errors.login.throttledSeconds', { params: { seconds: waitSeconds }, retryAfter })
  return new AppError('TOO_MANY_REQUESTS', 'errors.login.throttled', { params: { minutes: Math.ceil(waitSeconds / 60) }, retryAfter })
}

/** What a login attempt that was let in answers when its password turns out wrong. */
interface LoginGate {
  failure(): AppError
}

/**
 * Counts the attempt before its password is checked, or refuses it (429) while its client, or
 * this client on this account, is blocked. The account-wide count never refuses: it is only read
 * once the password was found wrong (a 429 telling the guesser to slow down), so the owner typing
 * the right password gets in however many clients are guessing at the account.
 */
export async function admitLogin(db: Database, attempt: LoginAttempt): Promise<LoginGate> {
  const keys = keysOf(attempt)
  // Blocked callers are answered without counting (and without touching the other keys).
  const wait = await blockedFor(db, [keys.pair, keys.client])
  if (wait !== null) throw throttledError(wait)
  for (const kind of ['pair', 'client'] as const) {
    const refused = await admitAttempt(db, keys[kind], LOGIN_RULES[kind])
    if (refused !== null) throw throttledError(refused)
  }
  const accountWait = await admitAttempt(db, keys.account, LOGIN_RULES.account)
  return { failure: () => (accountWait === null ? new AppError('UNAUTHORIZED', 'errors.login.invalid') : throttledError(accountWait)) }
}

/** The right password: this account's failures are forgotten and the client's count given back. */
export async function loginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  const keys = keysOf(attempt)
  await forget(db, [keys.pair, keys.account])
  await takeBack(db, keys.client, LOGIN_RULES.client)
}
