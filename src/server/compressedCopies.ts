import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/** A body kept in memory, with the compressed copies made of it so far. */
export interface Compressible {
  plain: Uint8Array
  br?: Uint8Array
  gzip?: Uint8Array
}

interface EncodedBody {
  body: Uint8Array
  encoding?: 'br' | 'gzip'
  /** Bytes this call added to what the entry holds (a copy made now), for the holder's budget. */
  added: number
}

/**
 * Brotli's quality for everything compressed as it is sent (pages, API answers, kept copies): 6
 * costs twice 4 for 3 % fewer bytes; 3 saves a third of 4's CPU alone, for 5 % more bytes, but
 * nothing the traffic bench could tell apart (docs/decisions/016).
 */
const BROTLI_QUALITY = 4
/** Bodies smaller than this go plain: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024

/**
 * The body to send for an `Accept-Encoding`, brotli before gzip, each copy compressed once, in one
 * call that knows the body's size, on the first answer that accepts it, and kept: a repeated answer
 * costs no compression. Bodies under `fromBytes` go plain.
 */
export function encodedCopy(entry: Compressible, acceptEncoding: string, fromBytes = 0): EncodedBody {
  if (entry.plain.byteLength < fromBytes) return { body: entry.plain, added: 0 }
  if (/\bbr\b/.test(acceptEncoding)) {
    if (entry.br) return { body: entry.br, encoding: 'br', added: 0 }
    entry.br = brotliCompressSync(entry.plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.plain.byteLength } })
    return { body: entry.br, encoding: 'br', added: entry.br.byteLength }
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    if (entry.gzip) return { body: entry.gzip, encoding: 'gzip', added: 0 }
    entry.gzip = gzipSync(entry.plain, { level: 6 })
    return { body: entry.gzip, encoding: 'gzip', added: entry.gzip.byteLength }
  }
  return { body: entry.plain, added: 0 }
}

/** What a copy store holds per key: a body, its copies, and the bytes they take together. */
export interface StoredCopies extends Compressible {
  bytes: number
}

/**
 * Bodies kept under one memory budget that counts their compressed copies too: the first key in
 * the map goes first when the budget is exceeded, so the caller decides between oldest-stored and
 * least-recently-served by whether `send` moves an entry to the back.
 */
export function createCopyStore<E extends StoredCopies>(maxBytes: number) {
  const entries = new Map<string, E>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }
  const fit = () => {
    while (bytes > maxBytes && entries.size > 0) drop(entries.keys().next().value!)
  }
  return {
    get: (key: string) => entries.get(key),
    drop,
    clear() {
      entries.clear()
      bytes = 0
    },
    /** Keeps `entry` (its `bytes` set here from the body and the copies it comes with) in place of any older one. */
    put(key: string, entry: Omit<E, 'bytes'>) {
      drop(key)
      const stored = { ...entry, bytes: entry.plain.byteLength + (entry.br?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0) } as E
      entries.set(key, stored)
      bytes += stored.bytes
      fit()
    },
    /** The body to send for `acceptEncoding` (see `encodedCopy`); `recent` marks the entry as just served. */
    send(key: string, entry: E, acceptEncoding: string, options: { fromBytes?: number; recent?: boolean } = {}) {
      const copy = encodedCopy(entry, acceptEncoding, options.fromBytes)
      if (options.recent) {
        entries.delete(key)
        entries.set(key, entry)
      }
      entry.bytes += copy.added
      bytes += copy.added
      fit()
      return copy
    },
    get size() {
      return entries.size
    },
  }
}
