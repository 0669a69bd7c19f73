import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** AUTH_SECRET when set, otherwise a random secret generated once and kept in DATA_DIR. */
export async function loadAuthSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  const file = path.join(dataDir, 'auth-secret')
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (existing.length >= 32) return new TextEncoder().encode(existing)
  } catch {
    // first start: fall through and create it
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  await writeFile(file, secret, { mode: 0o600 })
  return new TextEncoder().encode(secret)
}
