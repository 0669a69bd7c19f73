import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { DEMO_SUPERADMIN, prepareDatabase } from '../../src/server/db/prepare.ts'
import { createLocalDiskStorage } from '../../src/server/storage/localDisk.ts'
import { fillListings } from './fill.ts'

// Throwaway benchmark databases (PGlite in a temp dir, or a bench_<timestamp> database on a
// PostgreSQL server) filled with listings, and the cleanups that remove them even on Ctrl-C.

type Log = (line: string) => void

export interface Cleanups {
  push(cleanup: () => Promise<void>): void
  run(): Promise<void>
}

/** Cleanups still owed (throwaway databases, temp dirs, servers), run even on failure or Ctrl-C. */
export function createCleanups(): Cleanups {
  const pending: (() => Promise<void>)[] = []
  const run = async () => {
    while (pending.length > 0) {
      const cleanup = pending.pop()!
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error))
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`)
      void run().finally(() => process.exit(130))
    })
  }
  return { push: (cleanup) => void pending.push(cleanup), run }
}

export interface Throwaway {
  label: string
  handle: DatabaseHandle
  serverEnv: { DATA_DIR: string; DATABASE_URL?: string }
  /** The PostgreSQL backends serving the server, when they run on this machine. */
  backendPids?: () => Promise<number[]>
  /** A kept database that a former run filled: the fill is skipped. */
  filled?: boolean
}

/**
 * PGlite in a temporary folder, removed at the end; or in `keepDir`, kept, so that the next run
 * skips the fill (`filled` says whether the folder already held a database).
 */
export async function throwawayPglite(cleanups: Cleanups, keepDir?: string): Promise<Throwaway> {
  let dataDir: string
  let filled = false
  if (keepDir) {
    dataDir = path.resolve(keepDir)
    filled = existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))
    await mkdir(dataDir, { recursive: true })
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  }
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
  return { label: 'PGlite', handle, serverEnv: { DATA_DIR: dataDir }, filled }
}

export async function throwawayPostgres(adminUrl: string, cleanups: Cleanups, log: Log): Promise<Throwaway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const name = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl })
    await dropper.connect()
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      log(`dropped database ${name}`)
    } finally {
      await dropper.end()
    }
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const benchUrl = url.toString()
  const setup = new pg.Client({ connectionString: benchUrl })
  await setup.connect()
  try {
    await setup.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    await setup.query('CREATE EXTENSION IF NOT EXISTS unaccent')
  } finally {
    await setup.end()
  }
  log(`created database ${name}`)
  const handle = await openDatabase({ url: benchUrl, poolSize: 2 })
  const backendPids = async () => {
    const client = new pg.Client({ connectionString: benchUrl })
    await client.connect()
    try {
      const result = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      return result.rows.map((row) => row.pid)
    } finally {
      await client.end()
    }
  }
  return { label: 'PostgreSQL', handle, serverEnv: { DATA_DIR: dataDir, DATABASE_URL: benchUrl }, backendPids }
}

/** Migrates with the project's own migrations (no demo data) and inserts the listings. */
export async function prepareAndFill(target: Throwaway, rows: number, log: Log): Promise<number> {
  const { handle } = target
  try {
    if (target.filled) {
      log(`kept database in ${target.serverEnv.DATA_DIR}: filled by a former run, fill skipped`)
      return 0
    }
    await prepareDatabase(handle, { seedDemo: false, demoAccountsAllowed: true, storage: createLocalDiskStorage(path.join(target.serverEnv.DATA_DIR, 'uploads')) })
    const owner = (await handle.db.execute(sql`SELECT id FROM users WHERE email = ${DEMO_SUPERADMIN.email}`)) as unknown as { rows: { id: number }[] }
    const ownerId = Number(owner.rows[0]?.id)
    if (!ownerId) throw new Error('the seeded superadmin is missing')
    log(`filling ${rows.toLocaleString('en')} listings…`)
    const fill = await fillListings(handle.db, rows, ownerId, log)
    return fill.ms
  } finally {
    await handle.close()
  }
}
