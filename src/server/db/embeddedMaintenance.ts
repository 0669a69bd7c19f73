import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'

/**
 * PostgreSQL's autovacuum thresholds (`autovacuum_vacuum_threshold` and `_scale_factor`,
 * `autovacuum_analyze_threshold` and `_scale_factor`): a table is vacuumed once its dead rows pass
 * 50 plus a fifth of its rows, analysed once its changes since the last analysis pass 50 plus a tenth.
 */
const VACUUM_BASE = 50
const VACUUM_SHARE = 0.2
const ANALYZE_BASE = 50
const ANALYZE_SHARE = 0.1

interface TableActivity {
  schema: string
  table: string
  dead: number
  changed: number
  /** The planner's row count (-1 before the first analysis). */
  rows: number
}

export interface Maintenance {
  vacuumed: string[]
  analysed: string[]
}

/**
 * What autovacuum does on a PostgreSQL server, for the embedded database, which runs no background
 * worker: without it, every update and delete leaves a dead row version that only VACUUM reclaims
 * (a one-row table such as the content version, updated by every write, grows a page per ~200
 * writes, and every read of it walks them), and the planner keeps the statistics of the day the
 * table was first analysed. The housekeeping job calls this every ten minutes on PGlite.
 *
 * Each table is vacuumed or analysed in its own statement, only past autovacuum's thresholds, so the
 * one thread that also answers requests is held a few milliseconds for a small table and about a
 * second for an analysis of 100,000 listings (docs/decisions/016). PGlite keeps its activity counts
 * for as long as the process runs; `everything` (the first pass after a start) vacuums every table
 * whatever the counts say, because those of the last run are gone and a vacuum that finds nothing
 * to do costs little.
 */
export async function maintainEmbeddedTables(db: Database, options: { everything?: boolean } = {}): Promise<Maintenance> {
  // Counts pending in this session reach the statistics view at the end of the next transaction.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const result = (await db.execute(sql`
    select s.schemaname as schema, s.relname as "table", s.n_dead_tup as dead, s.n_mod_since_analyze as changed, c.reltuples as rows
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
    order by s.relname`)) as unknown as { rows: Record<keyof TableActivity, string | number>[] }
  const tables: TableActivity[] = result.rows.map((row) => ({
    schema: String(row.schema),
    table: String(row.table),
    dead: Number(row.dead),
    changed: Number(row.changed),
    rows: Number(row.rows),
  }))
  const done: Maintenance = { vacuumed: [], analysed: [] }
  for (const activity of tables) {
    const rows = Math.max(activity.rows, 0)
    const vacuum = options.everything || activity.dead > VACUUM_BASE + VACUUM_SHARE * rows
    const analyse = activity.changed > ANALYZE_BASE + ANALYZE_SHARE * rows
    if (!vacuum && !analyse) continue
    const name = sql`${sql.identifier(activity.schema)}.${sql.identifier(activity.table)}`
    if (vacuum && analyse) await db.execute(sql`vacuum (analyze) ${name}`)
    else if (vacuum) await db.execute(sql`vacuum ${name}`)
    else await db.execute(sql`analyze ${name}`)
    if (vacuum) done.vacuumed.push(activity.table)
    if (analyse) done.analysed.push(activity.table)
  }
  return done
}
