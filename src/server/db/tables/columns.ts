import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core'

type IndexColumns = Parameters<ReturnType<typeof index>['on']>

// Column and index shapes the tables share.

/** A moment, to the millisecond (JavaScript's precision), with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

/** A moment set when the row is written. */
export const instantNow = (name: string) => instant(name).notNull().defaultNow()

/** An index over open listings only: every public read filters on `is_active`. */
export const activeIndex = (name: string, ...columns: IndexColumns) =>
  index(name)
    .on(...columns)
    .where(sql`is_active`)

/**
 * A table of one row whose `version` goes up, in the writing transaction, when what it watches
 * changes (triggers in the migrations); readers compare it to what they cached.
 */
export const singleRowVersion = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: smallint('id').primaryKey().default(1),
      version: bigint('version', { mode: 'number' }).notNull().default(0),
    },
    (t) => [check(`${name}_single_row`, sql`${t.id} = 1`)],
  )
