import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/**
 * Seals short secrets (TOTP keys) at rest with AES-256-GCM. The key comes from the auth secret
 * (main.ts derives it with HMAC, like the other keys), so a copy of the database alone does not give
 * anyone the staff's second factors. `context` (e.g. the user id) is bound as associated data: a
 * sealed value copied onto another row does not open there.
 */
export interface SecretBox {
  seal(plain: string, context: string): string
  /** Null when the value was sealed under another key or context, or was altered. */
  open(sealed: string, context: string): string | null
  /** A keyed hash (HMAC-SHA-256, hex) for values only ever compared, like recovery codes. */
  digest(value: string): string
}

const VERSION = 'v1'

export function createSecretBox(key: Uint8Array): SecretBox {
  // Separate keys for sealing and for hashing, both from the one given.
  const sealKey = createHmac('sha256', key).update('seal').digest()
  const digestKey = createHmac('sha256', key).update('digest').digest()
  return {
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
    },
    open(sealed, context) {
      const [version, iv, body, tag] = sealed.split('.')
      if (version !== VERSION || !iv || !body || !tag) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'))
        decipher.setAAD(Buffer.from(context))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
    digest(value) {
      return createHmac('sha256', digestKey).update(value).digest('hex')
    },
  }
}
