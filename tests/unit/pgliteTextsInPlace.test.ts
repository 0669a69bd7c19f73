import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client.ts'
import { COPIED_TEXT, TEXT_IN_PLACE, modulesReadingInPlace, textsInPlace } from '../../src/server/db/pgliteTextsInPlace.ts'

// Issue 24: PGlite's protocol reader decodes texts from a view of the answer instead of a copy.
const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
const modules = readdirSync(dist)
  .filter((name) => name.endsWith('.js'))
  .map((name) => readFileSync(path.join(dist, name), 'utf8'))

describe("PGlite's texts decoded in place", () => {
  it('finds the reader it was written for in exactly one of the installed modules (a new PGlite build fails here)', () => {
    const rewritten = modules.map(textsInPlace).filter((source) => source !== undefined)
    expect(rewritten).toHaveLength(1)
    expect(rewritten[0]).toContain(TEXT_IN_PLACE)
    expect(rewritten[0]).not.toContain(COPIED_TEXT)
  })

  it('leaves any other source alone', () => {
    expect(textsInPlace('export const x = 1')).toBeUndefined()
    expect(textsInPlace(`${COPIED_TEXT}${COPIED_TEXT}`)).toBeUndefined()
  })

  it('reads the same texts, names and nulls through the rewritten reader', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' })
    try {
      expect(modulesReadingInPlace()).toBe(1)
      const long = 'ñandú São Paulo 東京 🏠 '.repeat(500)
      const { rows } = (await handle.db.execute(
        // Column names and values of several lengths and scripts, an empty text and a null between them.
        `select 'Cuenca' as "ciudad", '' as "vacío", null::text as "nada", '${long}' as "largo", 'más' as "año"`,
      )) as unknown as { rows: Record<string, unknown>[] }
      expect(rows).toEqual([{ ciudad: 'Cuenca', vacío: '', nada: null, largo: long, año: 'más' }])
    } finally {
      await handle.close()
    }
  })
})
