import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib'

/** A body kept in memory, with the compressed copies made of it so far. */
export interface Compressible {
  plain: Uint8Array
  br?: Uint8Array
  gzip?: Uint8Array
  /** The copies made at the quick setting while other work waited: made again when none does. */
  quick?: { br?: boolean; gzip?: boolean }
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
const GZIP_LEVEL = 6
/**
 * The settings used while other work waits its turn at the work gate: brotli 1 takes less than half
 * of 4's CPU on a 137 KB search page (0.76 against 1.73 ms) for 15 % more bytes, and the thread
 * that compresses is the one the waiting requests need (docs/decisions/016, "Quick compression
 * while work waits").
 */
const QUICK_BROTLI_QUALITY = 1
const QUICK_GZIP_LEVEL = 1
/** Bodies smaller than this go plain: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024

export interface CopyOptions {
  /** Bodies smaller than this go plain. */
  fromBytes?: number
  /** Other work waits: a copy made now is made quickly, and a quick copy already made is good enough. */
  busy?: boolean
}

const gzipOptions = (quick: boolean): ZlibOptions => ({ level: quick ? QUICK_GZIP_LEVEL : GZIP_LEVEL })
const brotliOptions = (plain: Uint8Array, quick: boolean): BrotliOptions => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quick ? QUICK_BROTLI_QUALITY : BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.byteLength },
})

function compressed(plain: Uint8Array, encoding: 'br' | 'gzip', quick: boolean): Uint8Array {
  return encoding === 'gzip' ? gzipSync(plain, gzipOptions(quick)) : brotliCompressSync(plain, brotliOptions(plain, quick))
}

/**
 * The same copy, made on libuv's thread pool. A server busy with pages keeps its one JavaScript
 * thread at work while the machine's other CPUs have room: compression moved there (8 % of a search
 * page's CPU in the traffic bench's profile) lets the thread start the next page meanwhile. The
 * output chunk is the body's size, so that the copy comes back in one piece, not 16 KB at a time.
 */
function compressedOffThread(plain: Uint8Array, encoding: 'br' | 'gzip', quick: boolean): Promise<Uint8Array> {
  const chunkSize = Math.max(zlib.Z_DEFAULT_CHUNK, Math.min(plain.byteLength, 1 << 20))
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, copy: Buffer) => (error ? reject(error) : resolve(copy))
    if (encoding === 'gzip') gzip(plain, { ...gzipOptions(quick), chunkSize }, done)
    else brotliCompress(plain, { ...brotliOptions(plain, quick), chunkSize }, done)
  })
}

/** What an answer sends: the body or a kept copy as it is, or a copy to make now, and how. */
type Plan = { send: EncodedBody } | { make: 'br' | 'gzip'; quick: boolean; kept?: Uint8Array }

function planFor(entry: Compressible, acceptEncoding: string, options: CopyOptions): Plan {
  if (entry.plain.byteLength < (options.fromBytes ?? 0)) return { send: { body: entry.plain, added: 0 } }
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined
  if (!encoding) return { send: { body: entry.plain, added: 0 } }
  const kept = entry[encoding]
  if (kept && (options.busy || !entry.quick?.[encoding])) return { send: { body: kept, encoding, added: 0 } }
  return { make: encoding, quick: options.busy === true, kept }
}

function keep(entry: Compressible, plan: Extract<Plan, { make: unknown }>, made: Uint8Array): EncodedBody {
  entry[plan.make] = made
  entry.quick = { ...entry.quick, [plan.make]: plan.quick }
  return { body: made, encoding: plan.make, added: made.byteLength - (plan.kept?.byteLength ?? 0) }
}

/**
 * The body to send for an `Accept-Encoding`, brotli before gzip, each copy compressed once, in one
 * call that knows the body's size, on the first answer that accepts it, and kept: a repeated answer
 * costs no compression. A copy made quickly while the server was busy is made again at the usual
 * setting by the first answer sent when it is not. Bodies under `fromBytes` go plain.
 */
export function encodedCopy(entry: Compressible, acceptEncoding: string, options: CopyOptions = {}): EncodedBody {
  const plan = planFor(entry, acceptEncoding, options)
  return 'send' in plan ? plan.send : keep(entry, plan, compressed(entry.plain, plan.make, plan.quick))
}

/** As `encodedCopy`, with the compression done off the JavaScript thread (`compressedOffThread`). */
export async function encodedCopyOffThread(entry: Compressible, acceptEncoding: string, options: CopyOptions = {}): Promise<EncodedBody> {
  const plan = planFor(entry, acceptEncoding, options)
  return 'send' in plan ? plan.send : keep(entry, plan, await compressedOffThread(entry.plain, plan.make, plan.quick))
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
export function createCopyStore<E extends StoredCopies>(maxBytes: number, options: { busy?: () => boolean } = {}) {
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
    /** Drops the entries `stale` says are. */
    dropWhere(stale: (entry: E) => boolean) {
      for (const [key, entry] of entries) if (stale(entry)) drop(key)
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
    send(key: string, entry: E, acceptEncoding: string, sending: { fromBytes?: number; recent?: boolean } = {}) {
      const copy = encodedCopy(entry, acceptEncoding, { fromBytes: sending.fromBytes, busy: options.busy?.() })
      if (sending.recent) {
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
