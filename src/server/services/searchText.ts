import { sql, type SQL } from 'drizzle-orm'

/** The stored search text: lower-cased and unaccented by the same SQL function queries use. */
export function searchTextSql(parts: (string | null | undefined)[]): SQL {
  const text = parts.filter(Boolean).join(' ')
  return sql`immutable_unaccent(lower(${text}))`
}

const MAX_WORDS = 8

/**
 * A free-text filter over a few columns, ignoring case and accents: every word of `text` must occur
 * in one of them. For the small admin lists (users, inquiries) that have no search index of their own.
 */
export function matchesWords(columns: SQL[], text: string | undefined): SQL | undefined {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)
  if (words.length === 0) return undefined
  const conditions = words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    const matches = columns.map((column) => sql`immutable_unaccent(lower(coalesce(${column}, ''))) like immutable_unaccent(lower(${pattern}))`)
    return sql`(${sql.join(matches, sql` or `)})`
  })
  return sql.join(conditions, sql` and `)
}
