import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { ensureBuild, startServer } from './server.ts'

// `npm run bench:pages`: the pages that show the operator's settings (issue 26: about, contact,
// legal and favourites, pre-rendered files until then, rendered on demand and kept per content
// version since), each in the three languages, asked in turn by 32 connections as browsers do
// (brotli), 10 s after 2 s of warm-up. Prints requests per second and latency percentiles.

const CONNECTIONS = 32
const PATHS = ['/sobre-nosotros', '/contactanos', '/soporte-legal', '/favoritos'].flatMap((path) => [path, `/en${path}`, `/pt${path}`])

function load(url: string, seconds: number) {
  let turn = 0
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: PATHS[turn++ % PATHS.length] }) }],
  })
}

ensureBuild()
const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-pages-'))
const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_EMAIL: 'bench-pages@example.com', ADMIN_PASSWORD: randomBytes(18).toString('base64url') }, 180_000)
try {
  await load(server.url, 2)
  const result = await load(server.url, 10)
  console.log(`\nSettings pages (${PATHS.length} addresses), ${CONNECTIONS} connections, 10 s, load average ${os.loadavg()[0].toFixed(2)}`)
  console.table([
    {
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'KB/request': Math.round(result.throughput.average / result.requests.average / 102.4) / 10,
      non2xx: result.non2xx,
    },
  ])
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
