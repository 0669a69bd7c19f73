import { DEMO_SUPERADMIN } from '../../src/server/db/prepare.ts'
import { seededRandom } from '../seededRandom.ts'

// Advertisers edit while visitors search: BENCH_WRITES edits a minute, made through the API as an
// admin does (a listing's bedrooms changed), each one a new list version that every cache keyed on
// it must follow.

export interface WriterReport {
  made: number
  failures: string[]
  /** The edits' own answer times, ms. */
  p50: number
  max: number
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_SUPERADMIN.email, password: DEMO_SUPERADMIN.password }),
  })
  if (!response.ok) throw new Error(`the writer's login answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** Ids of active listings spread over the list (pages of the newest first, far apart). */
async function someIds(base: string, token: string): Promise<number[]> {
  const ids: number[] = []
  for (const page of [1, 10, 100, 300, 600, 900]) {
    const response = await fetch(`${base}/api/properties?limit=100&page=${page}`, { headers: { authorization: `Bearer ${token}` } })
    if (!response.ok) throw new Error(`the writer's list answered ${response.status}`)
    ids.push(...((await response.json()) as { data: { id: number }[] }).data.map((listing) => listing.id))
  }
  if (ids.length === 0) throw new Error('the writer found no listing to edit')
  return ids
}

/** Starts editing `perMinute` times a minute, one edit at a time, until stopped. */
export async function startWriter(base: string, perMinute: number): Promise<{ stop: () => Promise<WriterReport> }> {
  const token = await adminToken(base)
  const ids = await someIds(base, token)
  const random = seededRandom(53)
  const times: number[] = []
  const failures: string[] = []
  let running = true
  const edit = async () => {
    const id = ids[Math.floor(random() * ids.length)]
    const started = performance.now()
    const response = await fetch(`${base}/api/properties/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bedrooms: 1 + Math.floor(random() * 5) }),
    })
    times.push(performance.now() - started)
    if (!response.ok) failures.push(`PATCH ${id}: ${response.status} ${(await response.text()).slice(0, 200)}`)
    else await response.arrayBuffer()
  }
  const loop = (async () => {
    const gap = 60_000 / perMinute
    for (let next = performance.now(); running;) {
      await edit().catch((error: unknown) => failures.push(String(error)))
      next += gap
      const wait = next - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      const sorted = [...times].sort((a, b) => a - b)
      return { made: times.length, failures, p50: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0 }
    },
  }
}
