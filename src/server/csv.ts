import { stringify } from 'csv-stringify/sync'
import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import type { AppEnv } from './context.ts'
import { invalid } from './errors.ts'

/** One CSV column: its stable English header and how a row gives its value. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null | undefined
}

// Spreadsheet programs read a UTF-8 file as UTF-8 (accents intact) only when it starts with a BOM.
const BOM = '\uFEFF'

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)` in a listing's title, `+` or `@` in a
 * visitor's message) is written as text: a leading apostrophe, as OWASP advises for CSV exports.
 */
const asSpreadsheetText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/**
 * Spreadsheets set to Spanish or Portuguese split a file on ";" and read "2,5" as a number; set to
 * English, on "," with "2.5". `delimiter=semicolon` writes the first kind (the admin's default in
 * es and pt), `comma` (the default) the second.
 */
type CsvStyle = 'comma' | 'semicolon'

export function csvStyleOf(c: Context<AppEnv>): CsvStyle {
  const asked = c.req.query('delimiter')
  if (asked === undefined || asked === 'comma' || asked === 'semicolon') return asked ?? 'comma'
  throw invalid([{ path: 'delimiter', message: 'validation.csvDelimiter' }])
}

function csvOf<Row>(columns: CsvColumn<Row>[], rows: Row[], header: boolean, style: CsvStyle): string {
  const semicolon = style === 'semicolon'
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
    {
      header,
      columns: columns.map((column) => column.header),
      delimiter: semicolon ? ';' : ',',
      // RFC 4180 line ends; booleans as words rather than csv-stringify's '1'/''.
      record_delimiter: 'windows',
      cast: { boolean: (value) => String(value), string: asSpreadsheetText, number: (value) => (semicolon ? String(value).replace('.', ',') : String(value)) },
    },
  )
}

/**
 * Answers a CSV download written batch by batch as `batches` yields them, so an export of any size
 * holds one batch in memory. The first batch is read before answering: a failure there is still a
 * proper error answer; a failure later can only cut the download short (and is logged).
 */
export async function csvDownload<Row>(c: Context<AppEnv>, filename: string, columns: CsvColumn<Row>[], batches: AsyncGenerator<Row[]>): Promise<Response> {
  const style = csvStyleOf(c)
  const first = await batches.next()
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${filename}"`)
  c.header('Cache-Control', 'private, no-store')
  return stream(
    c,
    async (out) => {
      out.onAbort(() => void batches.return(undefined))
      await out.write(BOM + csvOf(columns, first.done ? [] : first.value, true, style))
      if (first.done) return
      for await (const rows of batches) {
        if (out.aborted) break
        await out.write(csvOf(columns, rows, false, style))
      }
    },
    async (error) => {
      c.get('services').logger.error({ err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'failed while streaming')
    },
  )
}

/** `listings-2026-11-24.csv`: what the file holds and the day it was made. */
export const csvFilename = (what: string, now = new Date()) => `${what}-${now.toISOString().slice(0, 10)}.csv`
