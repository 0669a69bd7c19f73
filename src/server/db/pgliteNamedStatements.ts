import { createHash } from 'node:crypto'
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<unknown>>
interface DrizzleSession {
  prepareQuery: (query: { sql: string }, fields: unknown, name: string | undefined, ...rest: unknown[]) => { client: { query: Query } }
}

/** A value written into `EXECUTE` as a literal, or undefined when it is not plain text, a number or a boolean. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined
  if (typeof value === 'bigint') return `'${value}'`
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  // Quotes doubled, as standard_conforming_strings reads them (checked on). A NUL would end the
  // statement's text early: such a value takes the unnamed way.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`
  return undefined
}

/**
 * Named statements kept prepared on PGlite (issue 24, docs/decisions/016). Drizzle's PGlite driver
 * sends every statement unnamed, whatever name the code gave it, so PGlite parsed and planned a
 * page's twelve listings by id (seven subqueries) on every page: about 1 ms of the 2.3–3.0 ms that
 * read took at 3,000 listings. PGlite has one session: a statement Drizzle prepares with a name is
 * prepared in it once (SQL `PREPARE`) and then run with `EXECUTE`, its values written as literals
 * (PGlite's `EXECUTE` takes no bound parameters). A value that is not text, a number or a boolean,
 * or a statement PGlite cannot prepare, takes the unnamed way as before.
 */
export async function keepNamedStatements(client: PGlite, session: DrizzleSession): Promise<void> {
  const [setting] = (await client.query<{ standard_conforming_strings: string }>('show standard_conforming_strings')).rows
  if (setting?.standard_conforming_strings !== 'on') return
  const query: Query = (text, params, options) => client.query(text, params, options)
  const prepareQuery = session.prepareQuery.bind(session)
  session.prepareQuery = (statement, fields, name, ...rest) => {
    const prepared = prepareQuery(statement, fields, name, ...rest)
    if (name) prepared.client = { query: namedQuery(client, query, `${name}_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 8)}`, statement.sql) }
    return prepared
  }
}

/** The query function of one named statement: prepared once, executed by name. */
function namedQuery(client: PGlite, unnamed: Query, name: string, text: string): Query {
  let ready: Promise<boolean> | undefined
  const prepare = () =>
    (ready ??= client.exec(`PREPARE ${name} AS ${text}`).then(
      () => true,
      (error: unknown) => {
        console.warn(`[db] PGlite could not prepare ${name}; it runs unnamed`, error instanceof Error ? error.message : error)
        return false
      },
    ))
  return async (statementText, params = [], options) => {
    const values = params.map(literal)
    if (statementText !== text || values.some((value) => value === undefined) || !(await prepare())) return unnamed(statementText, params, options)
    const execute = `EXECUTE ${name}${values.length > 0 ? `(${values.join(', ')})` : ''}`
    try {
      return await client.query(execute, [], options)
    } catch (error) {
      // Gone from the session (it never is, unless someone deallocated it): prepared again next time.
      if ((error as { code?: string }).code !== '26000') throw error
      ready = undefined
      return unnamed(statementText, params, options)
    }
  }
}
