import { sql, type SQL } from 'drizzle-orm'

/** The stored search text: lower-cased and unaccented by the same SQL function queries use. */
export function searchTextSql(parts: (string | null | undefined)[]): SQL {
  const text = parts.filter(Boolean).join(' ')
  return sql`immutable_unaccent(lower(${text}))`
}
