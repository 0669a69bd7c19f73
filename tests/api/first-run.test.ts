import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Issue 23 §1: a real server process on a fresh data directory. Where there are no demo accounts
// (no demo data, PostgreSQL, production) it refuses to start without ADMIN_EMAIL and ADMIN_PASSWORD
// and says so; it never writes a password to its output; its banner names the demo accounts.

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))
const DEMO_PASSWORD = 'Demo-Casa-2026!'

interface Run {
  code: number | null
  output: string
}

/** Starts the server; resolves when it exits, or stops it once `until` shows in its output. */
async function runServer(env: Record<string, string>, until?: RegExp): Promise<Run> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'first-run-'))
  const { DATABASE_URL: _db, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, SEED_DEMO: _s, NODE_ENV: _n, ...base } = process.env
  const child = spawn(process.execPath, [MAIN], { env: { ...base, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  try {
    return await new Promise<Run>((resolve) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString()
        if (until?.test(output)) child.kill('SIGTERM')
      }
      child.stdout.on('data', seen)
      child.stderr.on('data', seen)
      child.on('exit', (code) => resolve({ code, output }))
    })
  } finally {
    child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  }
}

describe('the first start', { timeout: 180_000 }, () => {
  it('without demo data, refuses to start until ADMIN_EMAIL and ADMIN_PASSWORD are both set, naming them', async () => {
    const none = await runServer({ SEED_DEMO: '0' })
    expect(none.code).toBe(1)
    expect(none.output).toMatch(/Set ADMIN_EMAIL and ADMIN_PASSWORD/)
    expect(none.output).not.toContain(DEMO_PASSWORD)

    const onlyEmail = await runServer({ SEED_DEMO: '0', ADMIN_EMAIL: 'owner@portal.example' })
    expect(onlyEmail.code).toBe(1)
    expect(onlyEmail.output).toMatch(/Set both ADMIN_EMAIL and ADMIN_PASSWORD \(only ADMIN_EMAIL is set\)/)
  })

  it('in production, even with demo data asked for, the demo superadmin is never created', async () => {
    const run = await runServer({ NODE_ENV: 'production', SEED_DEMO: '1', ADMIN_EMAIL: 'owner@portal.example' })
    expect(run.code).toBe(1)
    expect(run.output).toMatch(/ADMIN_PASSWORD/)
  })

  it('refuses an ADMIN_PASSWORD that fails the password policy, without printing it', async () => {
    for (const password of ['Short-1!', 'Password1234!']) {
      const run = await runServer({ SEED_DEMO: '0', ADMIN_EMAIL: 'owner@portal.example', ADMIN_PASSWORD: password })
      expect(run.code, run.output).toBe(1)
      expect(run.output).toMatch(/ADMIN_PASSWORD is refused/)
      expect(run.output).not.toContain(password)
    }
  })

  it('starts with a good ADMIN_EMAIL and ADMIN_PASSWORD and writes the password nowhere', async () => {
    const password = 'Una-Frase-Larga-Del-Dueño-2026'
    const run = await runServer({ SEED_DEMO: '0', ADMIN_EMAIL: 'owner@portal.example', ADMIN_PASSWORD: password }, /Inmobiliaria is running/)
    expect(run.output).toMatch(/created the first superadmin owner@portal\.example/)
    expect(run.output).toMatch(/Inmobiliaria is running: http:\/\/localhost:\d+/)
    expect(run.output).not.toContain(password)
    expect(run.output).not.toMatch(/DEMO accounts/)
  })

  it('with demo data, the banner says these are demo accounts and, off a terminal, points to the README instead of printing the password', async () => {
    const run = await runServer({ SEED_DEMO: '1' }, /Inmobiliaria is running[\s\S]*README/)
    expect(run.output).toMatch(/DEMO accounts .*admin@inmobiliaria\.test/)
    expect(run.output).toMatch(/README\.md/)
    expect(run.output).not.toContain(DEMO_PASSWORD)
    // Warmed up before it listened: a search page made (200 in the access log), then the banner.
    const warmPage = run.output.search(/"path":"\/propiedades","status":200/)
    expect(warmPage).toBeGreaterThan(-1)
    expect(warmPage).toBeLessThan(run.output.search(/"msg":"warmed up in \d+ ms"/))
    expect(run.output.search(/"msg":"warmed up in \d+ ms"/)).toBeLessThan(run.output.search(/"msg":"listening on /))
    expect(run.output).not.toContain('warming the search page')
  })
})
