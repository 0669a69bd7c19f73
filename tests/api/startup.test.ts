import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client.ts'
import { prepareDatabase } from '../../src/server/db/prepare.ts'
import { users } from '../../src/server/db/schema.ts'
import { createLocalDiskStorage } from '../../src/server/storage/localDisk.ts'

// Issue 13: several processes starting together on one PostgreSQL migrate and seed once, in turn.

const url = process.env.TEST_DATABASE_URL

describe('starting several processes at once', () => {
  it.skipIf(!url)('two processes preparing one empty PostgreSQL database at the same time both start, and it is prepared once', async () => {
    const pgSchema = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
    const uploads = await mkdtemp(path.join(os.tmpdir(), 'uploads-'))
    // Opened one after the other: creating the test's own schema is not what is under test.
    const a = await openDatabase({ url, pgSchema, poolSize: 3 })
    const b = await openDatabase({ url, pgSchema, poolSize: 3 })
    try {
      const options = { seedDemo: false, storage: createLocalDiskStorage(uploads), pgSchema, adminEmail: 'first@test.local', adminPassword: 'FirstPass123!' }
      const [first, second] = await Promise.all([prepareDatabase(a, options), prepareDatabase(b, options)])
      expect([first.seededListings, second.seededListings]).toEqual([0, 0])
      const [{ n }] = await a.db.select({ n: count() }).from(users)
      expect(n).toBe(1)
    } finally {
      await Promise.all([a.close(), b.close()])
      await rm(uploads, { recursive: true, force: true })
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`)
      await client.end()
    }
  })
})

describe('the embedded database has one process', () => {
  it('a second process on the same DATA_DIR is refused with a clear message; after a crash the directory is taken over', async () => {
    const { spawn } = await import('node:child_process')
    const { fileURLToPath } = await import('node:url')
    const { claimDataDir } = await import('../../src/server/db/dataDirLock.ts')
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'data-'))
    const holder = spawn(process.execPath, [fileURLToPath(new URL('../fixtures/holdDataDir.ts', import.meta.url)), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] })
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('claimed') && resolve())
        holder.on('exit', (code) => reject(new Error(`the holder ended first (${code})`)))
      })
      await expect(claimDataDir(dataDir)).rejects.toThrow(new RegExp(`Another server \\(process ${holder.pid}\\) is using the embedded database in .*Stop it first.*DATABASE_URL`))
      holder.kill('SIGKILL')
      await new Promise((resolve) => holder.once('exit', resolve))
      const release = await claimDataDir(dataDir)
      const { readFile, access } = await import('node:fs/promises')
      expect(await readFile(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid))
      await release()
      await expect(access(path.join(dataDir, 'server.pid'))).rejects.toThrow()
    } finally {
      holder.kill('SIGKILL')
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
