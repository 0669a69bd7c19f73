import type { Database } from './client.ts'

/**
 * `make(db)` run once per database and kept with it: a statement Drizzle would otherwise build on
 * every call (building a select of a dozen subqueries cost more than running it, issue 24).
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>()
  return (db) => {
    let value = made.get(db)
    if (value === undefined) made.set(db, (value = make(db)))
    return value
  }
}
