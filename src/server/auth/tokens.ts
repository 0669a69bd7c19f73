import { SignJWT, jwtVerify } from 'jose'

export interface TokenClaims {
  userId: number
  issuedAt: number
  expiresAt: number
}

export interface TokenService {
  issue(userId: number): Promise<string>
  /** Null for a missing, forged, malformed or expired token. */
  verify(token: string): Promise<TokenClaims | null>
  /** Past half its lifetime a valid token is answered with a fresh one (x-refreshed-token). */
  needsRefresh(claims: TokenClaims, nowSeconds?: number): boolean
  lifetimeSeconds: number
}

const ISSUER = 'inmobiliaria'

export function createTokenService(secret: Uint8Array, lifetimeSeconds = 8 * 60 * 60): TokenService {
  return {
    lifetimeSeconds,
    async issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(secret)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] })
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || payload.iat === undefined || payload.exp === undefined) return null
        return { userId, issuedAt: payload.iat, expiresAt: payload.exp }
      } catch {
        return null
      }
    },
    needsRefresh(claims, nowSeconds = Math.floor(Date.now() / 1000)) {
      return nowSeconds - claims.issuedAt > (claims.expiresAt - claims.issuedAt) / 2
    },
  }
}
