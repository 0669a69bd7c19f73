import { randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

/** What a token says about its session (docs/decisions/012-staff-sessions.md). */
export interface TokenClaims {
  userId: number
  /** The session: the same through every refresh, so logging out ends all of its tokens. */
  sessionId: string
  /** users.session_version when the session began: raised, every earlier token is refused. */
  sessionVersion: number
  /** When the session began (login), in seconds: it ends MAX_SESSION_SECONDS later, refreshed or not. */
  loginAt: number
  issuedAt: number
  expiresAt: number
}

interface NewSession {
  userId: number
  sessionVersion: number
  /** Kept on a refresh; a login starts a new session. */
  sessionId?: string
  loginAt?: number
}

export interface TokenService {
  issue(session: NewSession): Promise<string>
  /** Null for a missing, forged, malformed or expired token, or one past its session's end. */
  verify(token: string): Promise<TokenClaims | null>
  /** Past half its lifetime a valid token is answered with a fresh one (x-refreshed-token). */
  needsRefresh(claims: TokenClaims): boolean
  /** A token's session ends here (seconds), however often it is refreshed. */
  sessionEnd(claims: Pick<TokenClaims, 'loginAt'>): number
  /** Seconds now, by the service's clock (tests move it). */
  nowSeconds(): number
  lifetimeSeconds: number
}

const ISSUER = 'inmobiliaria'
/** ASVS 3.3.2: a session ends at most 12 hours after its login, however active. */
export const MAX_SESSION_SECONDS = 12 * 60 * 60

interface TokenOptions {
  lifetimeSeconds?: number
  /** Milliseconds since the epoch; tests inject a clock to cross the 12-hour limit. */
  now?: () => number
}

export function createTokenService(secret: Uint8Array, options: TokenOptions = {}): TokenService {
  const lifetimeSeconds = options.lifetimeSeconds ?? 8 * 60 * 60
  const now = options.now ?? Date.now
  const nowSeconds = () => Math.floor(now() / 1000)
  const sessionEnd = (claims: Pick<TokenClaims, 'loginAt'>) => claims.loginAt + MAX_SESSION_SECONDS
  return {
    lifetimeSeconds,
    nowSeconds,
    sessionEnd,
    async issue({ userId, sessionVersion, sessionId, loginAt }) {
      const issuedAt = nowSeconds()
      const started = loginAt ?? issuedAt
      return new SignJWT({ sv: sessionVersion, lat: started })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(sessionId ?? randomBytes(16).toString('base64url'))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.min(issuedAt + lifetimeSeconds, sessionEnd({ loginAt: started })))
        .sign(secret)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now()) })
        const userId = Number(payload.sub)
        const { sv, lat, jti, iat, exp } = payload
        if (!Number.isInteger(userId) || typeof sv !== 'number' || typeof lat !== 'number' || typeof jti !== 'string' || iat === undefined || exp === undefined) return null
        if (nowSeconds() >= sessionEnd({ loginAt: lat })) return null
        return { userId, sessionId: jti, sessionVersion: sv, loginAt: lat, issuedAt: iat, expiresAt: exp }
      } catch {
        return null
      }
    },
    needsRefresh(claims) {
      // A token already running to the session's end has nothing longer to be swapped for.
      if (claims.expiresAt >= sessionEnd(claims)) return false
      return nowSeconds() - claims.issuedAt > (claims.expiresAt - claims.issuedAt) / 2
    },
  }
}
