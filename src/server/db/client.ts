import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { keepNamedStatements } from './pgliteNamedStatements.ts'
import { readPgliteTextsInPlace } from './pgliteTextsInPlace.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /**
   * Runs `task` while holding a lock every process opening this database waits for (a PostgreSQL
   * advisory lock held on one connection); the embedded database has a single process anyway.
   */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  pgliteDir?: string
  /** A PGlite data directory dumped (`dumpDataDir`) to start from: tests copy one prepared database. */
  pgliteFrom?: Blob
  /** PostgreSQL schema to work in (tests isolate each file in its own schema). */
  pgSchema?: string
  poolSize?: number
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options)
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteFrom)
}

async function openPglite(dir: string, from?: Blob): Promise<DatabaseHandle> {
  readPgliteTextsInPlace()
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
  ])
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, loadDataDir: from })
  const db = drizzle({ client, schema }) as unknown as Database
  await keepNamedStatements(client, (db as unknown as { session: Parameters<typeof keepNamedStatements>[1] }).session)
  return { db, kind: 'pglite', exclusively: (_name, task) => task(), close: () => client.close() }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')])
  // NUMERIC comes back as text by default; the schema maps it with mode 'number'.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: options.pgSchema ? `-c search_path=${options.pgSchema},public` : undefined,
  })
  pool.on('error', (error) => console.error('[db] idle client error', error.message))
  if (options.pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.pgSchema}"`)
  const db = drizzle({ client: pool, schema }) as unknown as Database
  async function exclusively<T>(name: string, task: () => Promise<T>): Promise<T> {
    const key = `inmobiliaria:${name}:${options.pgSchema ?? 'public'}`
    const holder = await pool.connect()
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [key])
      try {
        return await task()
      } finally {
        await holder.query('select pg_advisory_unlock(hashtext($1))', [key])
      }
    } finally {
      holder.release()
    }
  }
  return { db, kind: 'postgres', exclusively, close: () => pool.end() }
}

export async function migrateDatabase(handle: DatabaseHandle, pgSchema?: string): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: pgSchema }
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(handle.db as never, config)
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    await migrate(handle.db as never, config)
  }
}
