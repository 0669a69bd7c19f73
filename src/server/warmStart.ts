import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { Database } from './db/client.ts'
import { loadListingColumns } from './services/listings/pagedList.ts'

interface App {
  fetch: Parameters<typeof createAdaptorServer>[0]['fetch']
}

/**
 * Made before the first visitor rather than by the first ones: the listings' columns in memory, and
 * one search page with the data every page shares. Without it a fresh process answered its first
 * seconds of traffic from the database and from cold code (ADR 016, "Warm before the first visitor").
 * The page is asked over HTTP, as Astro's handler reads Node's own request and response, from a
 * listener of this process alone on a loopback port (`exclusive`: not shared with the other
 * processes of a cluster, whose first process counts the ones that listen).
 */
export async function warmStart(app: App, db: Database, warn: (error: unknown, line: string) => void): Promise<void> {
  await loadListingColumns(db)
  const server = createAdaptorServer({ fetch: app.fetch })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve)
    })
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/propiedades`, { headers: { 'accept-encoding': 'br' } })
    await response.arrayBuffer()
    if (!response.ok) warn(undefined, `warming the search page answered ${response.status}`)
  } catch (error) {
    warn(error, 'warming the search page failed')
  } finally {
    server.close()
    if ('closeAllConnections' in server) server.closeAllConnections()
  }
}
