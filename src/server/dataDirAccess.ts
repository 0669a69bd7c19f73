import { chmod, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * DATA_DIR holds the embedded database, the photos and the generated secret: only the server's own
 * user may enter it (0700), whatever the umask. An existing directory is narrowed too.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await chmod(dataDir, 0o700)
}

/**
 * The embedded database's files as PGlite left them, made the owner's alone: nobody else may write
 * (or read) them, whatever mode PGlite or the umask gave them. Returns how many were narrowed.
 */
export async function narrowToOwner(dir: string): Promise<number> {
  let narrowed = 0
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isSymbolicLink()) continue
    const { mode } = await stat(full)
    const wanted = entry.isDirectory() ? 0o700 : mode & 0o700
    if ((mode & 0o777) !== wanted) {
      await chmod(full, wanted)
      narrowed += 1
    }
    if (entry.isDirectory()) narrowed += await narrowToOwner(full)
  }
  return narrowed
}
