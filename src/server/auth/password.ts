import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt is memory-hard and ships with Node (no native add-on to build). N=2^17, r=8 (OWASP's
// recommendation) needs 128 * N * r = 128 MiB per hash; maxmem must leave room above that.
export const OWASP_COST_LOG2 = 17
let COST = { N: 2 ** OWASP_COST_LOG2, r: 8, p: 1 }
let decoy: Promise<string> | undefined

/**
 * N as a power of two for the hashes made from now on, and the floor below which a stored hash is
 * rehashed. Only a test server goes below OWASP's 17 (`PASSWORD_HASH_COST`, refused in production
 * by env.ts): each 128 MiB hash costs about 0.6 s of CPU, and the browser tests log in hundreds of times.
 */
export function setPasswordCost(log2: number) {
  COST = { ...COST, N: 2 ** log2 }
  decoy = undefined
}
const KEY_LENGTH = 32
const MAX_MEMORY = 256 * 1024 * 1024

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$')
  if (scheme !== 'scrypt' || !saltText || !keyText) return false
  const expected = Buffer.from(keyText, 'base64')
  const key = await derive(password, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash made with weaker settings than today's: rehashed at the owner's next successful login. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$')
  return scheme !== 'scrypt' || Number(n) < COST.N || Number(r) < COST.r || Number(p) < COST.p
}

/** A hash of nothing, verified when an email is unknown so both answers take the same time. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'))
  return decoy
}
