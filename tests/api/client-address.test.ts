import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { serve } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { rateCounters } from '../../src/server/db/schema.ts'
import { clientAddress, rateKeyOf, trustedProxies } from '../../src/server/trustedProxies.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'

// Issue 13: behind a trusted proxy the client is the right-most X-Forwarded-For entry (the one the
// proxy added); the entries to its left are the client's own words and must not reset its limits.

const t = setUpTestApp()

const post = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
  app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: '{}' })

describe('the client address behind a proxy', () => {
  it('rotating the left-most X-Forwarded-For entries does not escape the per-client limit', async () => {
    const app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, trustProxy: true })
    // Bad bodies count too (the limit is hit before the check): 10 per 10 minutes, then 429.
    for (let i = 0; i < 10; i += 1) expect((await post(app, `10.0.0.${i}, 203.0.113.7`)).status).toBe(400)
    expect((await post(app, '10.0.0.99, 203.0.113.7')).status).toBe(429)
    // Another client, as the proxy saw it, has its own allowance.
    expect((await post(app, '10.0.0.1, 203.0.113.8')).status).toBe(400)
  })

  it('without TRUST_PROXY the header is ignored: every post counts against the connection', async () => {
    const app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork })
    for (let i = 0; i < 10; i += 1) expect((await post(app, `198.51.100.${i}`)).status).toBe(400)
    expect((await post(app, '198.51.100.200')).status).toBe(429)
  })
})

// Issue 23: TRUST_PROXY names the proxies; X-Forwarded-For is believed only from them, walked from
// the right past them; IPv6 clients count per /64.

describe('TRUST_PROXY names the proxies', () => {
  /** A real server on loopback, so that the peer address is a real one (127.0.0.1). */
  async function served(trustProxy: boolean | string[]) {
    const app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, trustProxy })
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const postVia = (forwardedFor: string) =>
      fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: '{}' })
    return { postVia, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  it('a peer that is not in the list has its X-Forwarded-For ignored: rotating it escapes nothing', async () => {
    await t.db.delete(rateCounters)
    const server = await served(['10.0.0.0/8', '192.0.2.7'])
    try {
      for (let i = 0; i < 10; i += 1) expect((await server.postVia(`203.0.113.${i}`)).status).toBe(400)
      expect((await server.postVia('203.0.113.77')).status).toBe(429)
    } finally {
      await server.close()
    }
  })

  it('a peer in the list (given as an address, a range, or `true` for loopback) is believed', async () => {
    for (const trust of [['127.0.0.1'], ['127.0.0.0/8', '::1'], true] as const) {
      await t.db.delete(rateCounters)
      const server = await served(trust === true ? true : [...trust])
      try {
        for (let i = 0; i < 10; i += 1) expect((await server.postVia('198.51.100.1')).status).toBe(400)
        expect((await server.postVia('198.51.100.1')).status).toBe(429)
        // Another client behind the proxy has its own allowance.
        expect((await server.postVia('198.51.100.2')).status).toBe(400)
      } finally {
        await server.close()
      }
    }
  })

  it('IPv6 clients of one /64 share one allowance; another /64 has its own', async () => {
    await t.db.delete(rateCounters)
    const app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, trustProxy: true })
    for (let i = 0; i < 10; i += 1) expect((await post(app, `2001:db8:1:2:${i}::${i + 1}`)).status).toBe(400)
    expect((await post(app, '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429)
    expect((await post(app, '2001:db8:1:3::1')).status).toBe(400)
  })
})

describe('the client address, walked from the right', () => {
  const trusted = trustedProxies(['10.0.0.0/8', '2001:db8:ff::/48'])
  it.each([
    ['an untrusted peer: the header is not read', '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['one trusted proxy: the entry it added', '10.0.0.2', '6.6.6.6, 198.51.100.1', '198.51.100.1'],
    ['two trusted proxies: past both', '10.0.0.2', '6.6.6.6, 198.51.100.1, 10.9.9.9', '198.51.100.1'],
    ['a trusted IPv6 proxy', '2001:db8:ff::1', '2001:db8:5::7', '2001:db8:5::7'],
    ['an IPv4 peer seen through an IPv6 socket', '::ffff:10.0.0.2', '198.51.100.1', '198.51.100.1'],
    ['a garbage entry stops the walk at the last address', '10.0.0.2', '198.51.100.1, not-an-ip, 10.0.0.3', '10.0.0.3'],
    ['only trusted entries: the left-most', '10.0.0.2', '10.0.0.5', '10.0.0.5'],
  ])('%s', (_, peer, header, expected) => {
    expect(clientAddress(peer, header, trusted)).toBe(expected)
  })

  it('rate keys: IPv4 as is, IPv6 by its /64, an IPv4-mapped address as IPv4', () => {
    expect(rateKeyOf('198.51.100.1')).toBe('198.51.100.1')
    expect(rateKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateKeyOf('::ffff:198.51.100.1')).toBe('198.51.100.1')
  })
})

describe('TRUST_PROXY in the environment', () => {
  const envOf = (value: string) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', "const { env } = await import('./src/server/env.ts'); console.log(JSON.stringify(env.trustProxy))"], {
      env: { ...process.env, TRUST_PROXY: value, DATA_DIR: os.tmpdir() },
      encoding: 'utf8',
    })

  it.each([
    ['1', ['127.0.0.0/8', '::1/128']],
    ['true', ['127.0.0.0/8', '::1/128']],
    ['0', []],
    [' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32 ', ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']],
  ])('%s is read as %j', (value, expected) => {
    const run = envOf(value)
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual(expected)
  })

  it.each(['10.0.0.0/33', 'proxy.example.com', '10.0.0.1, yes', ',', '2'])('%s is refused with a message naming it', (value) => {
    const run = envOf(value)
    expect(run.status).not.toBe(0)
    expect(run.stderr).toMatch(/TRUST_PROXY: .*(is not an IP address or CIDR range|names no proxy).*use 0 \(no proxy\), 1/)
  })
})
