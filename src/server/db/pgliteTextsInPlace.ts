import { registerHooks } from 'node:module'

/**
 * PGlite's reader of the wire protocol (its copy of pg-protocol, in the installed 0.5 build) copies
 * every text it reads, each value of each row and each column name of each answer, into an
 * ArrayBuffer of its own before decoding it: 6 % of a listing page's CPU at 100,000 listings
 * (issue 24, docs/decisions/016). Decoding a view of the answer's own buffer gives the same text.
 */
export const COPIED_TEXT = 'string(t){return r(this,le).decode(this.bytes(t))}'
export const TEXT_IN_PLACE = 'string(t){let n=new Uint8Array(r(this,x).buffer,r(this,w),t);return d(this,w,r(this,w)+t),r(this,le).decode(n)}'
/** The reader's own fields, checked beside the method: the buffer (`x`) and the position (`w`). */
const READER_FIELDS = 'setBuffer(t,n){d(this,w,t),d(this,x,new DataView(n))}'

/** The module's source with texts decoded in place, or undefined when it is not the reader this was written for. */
export function textsInPlace(source: string): string | undefined {
  if (!source.includes(READER_FIELDS) || source.split(COPIED_TEXT).length !== 2) return undefined
  return source.replace(COPIED_TEXT, TEXT_IN_PLACE)
}

let registered = false
let patched = 0

/** How many of PGlite's modules were loaded with texts decoded in place (one, when the hook applies). */
export const modulesReadingInPlace = () => patched

/**
 * Rewrites the reader as Node loads PGlite's modules (before the first import of PGlite). Another
 * PGlite build is left as it is: it still works, texts are copied as before.
 */
export function readPgliteTextsInPlace(): void {
  if (registered) return
  registered = true
  registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context)
      if (!url.includes('/@electric-sql/pglite/dist/') || loaded.source === undefined || loaded.source === null) return loaded
      const source = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source as Uint8Array).toString('utf8')
      const rewritten = source.includes(COPIED_TEXT) ? textsInPlace(source) : undefined
      if (rewritten === undefined) return loaded
      patched += 1
      return { ...loaded, source: rewritten }
    },
  })
}
