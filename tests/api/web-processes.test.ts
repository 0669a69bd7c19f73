import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, throwawayDatabase } from '../fixtures/serverProcess.ts'

// WEB_PROCESSES (ADR 016): one server started as several processes sharing its port. They answer
// in turn as one server: the secret the first start writes is the same in each, a process that
// dies is replaced, a stop ends them all, and the embedded database refuses more than one.

const url = process.env.TEST_DATABASE_URL
const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))
const ADMIN = { email: 'cluster@test.local', password: 'Cluster-Pass-4417!' }

interface Started {
  child: ChildProcess
  base: string
  output: () => string
  exited: Promise<number | null>
}

async function until(what: string, check: () => boolean | Promise<boolean>, output: () => string, ms = 60_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}; the server wrote, less its access log:\n${output()
          .split('\n')
          .filter((line) => !line.includes('"msg":"request"'))
          .join('\n')
          .slice(-4000)}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function start(env: Record<string, string>, dataDir: string, port: number): Started {
  const { DATABASE_URL: _db, ...base } = process.env
  const child = spawn(process.execPath, [MAIN], {
    env: { ...base, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited }
}

/** The processes that logged a 200 answer to `path` (the access log's `pid`). */
function answeredBy(output: string, requestPath: string): Set<number> {
  const pids = new Set<number>()
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { pid?: number; path?: string; status?: number }
    if (entry.path === requestPath && entry.status === 200 && entry.pid) pids.add(entry.pid)
  }
  return pids
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('a setting the server cannot use', () => {
  it.each([
    ['2', 'WEB_PROCESSES: more than one process needs DATABASE_URL'],
    ['0', 'WEB_PROCESSES: WEB_PROCESSES must be at least 1'],
    ['two', 'WEB_PROCESSES: WEB_PROCESSES must be a whole number'],
  ])('WEB_PROCESSES=%s on the embedded database stops the start with its message', async (value, message) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'web-procs-'))
    try {
      const server = start({ WEB_PROCESSES: value }, dataDir, await freePort())
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(message)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('a lighter password hash (PASSWORD_HASH_COST) where it is not allowed', () => {
  it.each([
    [{ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' }, "PASSWORD_HASH_COST: below 17 (OWASP's scrypt N=2^17) is for test servers only"],
    [{ PASSWORD_HASH_COST: '9' }, 'PASSWORD_HASH_COST: PASSWORD_HASH_COST must be at least 10'],
    [{ PASSWORD_HASH_COST: '18' }, 'PASSWORD_HASH_COST: PASSWORD_HASH_COST must be at most 17'],
    [{ PASSWORD_HASH_COST: 'light' }, 'PASSWORD_HASH_COST: PASSWORD_HASH_COST must be a whole number'],
  ])('%o stops the start with its message', async (setting, message) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'web-procs-'))
    try {
      const server = start(setting, dataDir, await freePort())
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(message)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe.runIf(url)('several processes on PostgreSQL', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined
  let dataDir: string
  let server: Started

  beforeAll(async () => {
    database = await throwawayDatabase(url!)
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'web-procs-'))
    // No AUTH_SECRET: the first start writes one to DATA_DIR, and every process must use that one.
    server = start({ DATABASE_URL: database.url, WEB_PROCESSES: '2', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, dataDir, await freePort())
    await until('the banner', () => /is running: http:\/\/localhost:\d+/.test(server.output()), server.output)
  }, 120_000)

  afterAll(async () => {
    server?.child.kill('SIGKILL')
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    await database?.drop()
  }, 60_000)

  const login = async () => {
    const response = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    expect(response.status).toBe(200)
    return ((await response.json()) as { token: string }).token
  }
  // Each on a new connection: the processes take connections in turn, and fetch would keep one.
  const me = (token: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      http.get(`${server.base}/api/auth/me`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => resolve(response.resume().statusCode)).on('error', reject)
    })

  it('prints its banner once, and answers from both processes with one secret', async () => {
    expect(server.output().match(/is running:/g)).toHaveLength(1)
    expect(server.output()).toMatch(/"msg":"2 server processes"/)
    // Each warmed up before it listened (one process's lines keep their order).
    const lines = server.output().split('\n')
    const said = (pattern: RegExp) => lines.flatMap((line, i) => (pattern.test(line) ? [{ i, pid: (JSON.parse(line) as { pid: number }).pid }] : []))
    const warmed = said(/"msg":"warmed up in \d+ ms"/)
    const listening = said(/"msg":"listening on /)
    expect(new Set(listening.map((line) => line.pid)).size).toBe(2)
    for (const { i, pid } of listening) expect(warmed.find((line) => line.pid === pid)?.i).toBeLessThan(i)
    // Each made a search page to warm up, and it rendered.
    expect(server.output()).not.toContain('warming the search page')
    expect(answeredBy(server.output(), '/propiedades')).toEqual(new Set(listening.map((line) => line.pid)))
    // The banner names the port both listen on. Its place among their lines proves nothing: each
    // process writes its log asynchronously to the one pipe (src/server/logger.ts).
    const port = (pattern: RegExp) => lines.flatMap((line) => line.match(pattern)?.[1] ?? [])
    expect(new Set(port(/listening on http:\/\/localhost:(\d+)/))).toEqual(new Set(port(/is running: http:\/\/localhost:(\d+)/)))
    const token = await login()
    const statuses = []
    for (let i = 0; i < 8; i++) statuses.push(await me(token))
    expect(statuses).toEqual(Array(8).fill(200))
    await until('both processes in the access log', () => answeredBy(server.output(), '/api/auth/me').size === 2, server.output, 10_000)
    expect(answeredBy(server.output(), '/api/auth/me').has(server.child.pid!)).toBe(false)
  })

  it('replaces a process that dies, and goes on answering', async () => {
    const token = await login()
    const [victim] = answeredBy(server.output(), '/api/auth/me')
    process.kill(victim, 'SIGKILL')
    await until('a replacement', () => server.output().includes(`server process ${victim} ended (SIGKILL); starting another`), server.output)
    await until(
      'a new process answering',
      async () => {
        for (let i = 0; i < 4; i++) expect(await me(token)).toBe(200)
        const pids = answeredBy(server.output(), '/api/auth/me')
        return pids.size === 3
      },
      server.output,
    )
  })

  it('stops every process on SIGTERM and ends with 0', async () => {
    const pids = [...answeredBy(server.output(), '/api/auth/me')].filter(alive)
    expect(pids).toHaveLength(2)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(pids.filter(alive)).toEqual([])
  })
})
