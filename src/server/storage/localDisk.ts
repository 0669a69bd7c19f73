import { createReadStream } from 'node:fs'
import { mkdir, readdir, rm, stat, writeFile, rename } from 'node:fs/promises'
import { Readable } from 'node:stream'
import path from 'node:path'
import type { FileStorage } from './storage.ts'

export function createLocalDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key)
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes the root: ${key}`)
    return full
  }
  return {
    kind: 'disk',
    async put(key, data) {
      const full = resolve(key)
      await mkdir(path.dirname(full), { recursive: true })
      // Write then rename so a reader never sees half a file.
      const temp = `${full}.${process.pid}.tmp`
      await writeFile(temp, data)
      await rename(temp, full)
    },
    async delete(key) {
      await rm(resolve(key), { force: true })
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile()
      } catch {
        return false
      }
    },
    async list(prefix) {
      const dir = resolve(prefix)
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true })
        return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      } catch {
        return []
      }
    },
    async read(key) {
      const full = resolve(key)
      try {
        const { size } = await stat(full)
        return { body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>, contentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream', size }
      } catch {
        return null
      }
    },
  }
}
