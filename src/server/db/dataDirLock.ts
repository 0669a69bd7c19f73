import { mkdir, open, readFile, rm } from 'node:fs/promises'
import path from 'node:path'

const LOCK_FILE = 'server.pid'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The embedded database belongs to one process: a second server on the same DATA_DIR would corrupt
 * it. Claims the directory with a file holding this process's id; a file left by a process that is
 * gone (killed, crashed) is taken over. Returns the release, called on a clean stop.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      return async () => {
        if ((await readFile(file, 'utf8').catch(() => '')) === String(process.pid)) await rm(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(await readFile(file, 'utf8').catch(() => ''))
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(
          `Another server (process ${owner}) is using the embedded database in ${dataDir}. Stop it first, give this one its own DATA_DIR, or set DATABASE_URL to run several processes on one PostgreSQL.`,
          { cause: error },
        )
      }
      await rm(file, { force: true })
    }
  }
  throw new Error(`Could not claim ${file}`)
}
