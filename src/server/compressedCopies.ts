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
 * The body to send for an `Accept-Encoding`, brotli before gzip, each copy compressed once, on the
 * first answer that accepts it, and kept: a repeated answer costs no compression. Brotli at quality
 * 4, as the streamed answers: 6 cost twice the CPU for 3 % fewer bytes (docs/decisions/016).
 * Bodies under `fromBytes` go plain: compressing them saves less than it costs.
 */
export function encodedCopy(entry: Compressible, acceptEncoding: string, fromBytes = 0): EncodedBody {
  if (entry.plain.byteLength < fromBytes) return { body: entry.plain, added: 0 }
  if (/\bbr\b/.test(acceptEncoding)) {
    if (entry.br) return { body: entry.br, encoding: 'br', added: 0 }
    entry.br = brotliCompressSync(entry.plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.plain.byteLength } })
    return { body: entry.br, encoding: 'br', added: entry.br.byteLength }
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    if (entry.gzip) return { body: entry.gzip, encoding: 'gzip', added: 0 }
    entry.gzip = gzipSync(entry.plain, { level: 6 })
    return { body: entry.gzip, encoding: 'gzip', added: entry.gzip.byteLength }
  }
  return { body: entry.plain, added: 0 }
}
