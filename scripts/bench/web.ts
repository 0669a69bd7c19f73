import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { ensureBuild, startServer } from './server.ts'

// `npm run bench:web`: Lighthouse (its default mobile configuration: emulated mid-range phone,
// slow 4G, 4x CPU slowdown) on the production build's main public pages.
// Goal (issue 9, item 7): in one run, performance >= 95 and total blocking time <= 200 ms on home,
// search, a listing and opportunities; accessibility, best practices and SEO = 100 on every page;
// at most 40 KB of compressed JavaScript (bytes over the wire) on the home page, which has no React.
// Issue 15: the search's list view within 2 KB of its JavaScript before maps came (SEARCH_JS_BEFORE_MAPS_KB);
// the map view's cost (MapLibre, its worker, the basemap) is reported, not bounded.

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The search page's compressed JavaScript on 29fdb16, the last build without maps (measured by this script). */
const SEARCH_JS_BEFORE_MAPS_KB = Number(process.env.SEARCH_JS_BEFORE_MAPS_KB) || 106.4
const RUNS = Number(process.env.BENCH_RUNS) || 1

interface Row {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Compressed: the bytes of every script as transferred. */
  jsKb: number
  /** Compressed: every byte the page transferred (the map view's basemap and worker included). */
  totalKb: number
  failing: string[]
}

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART and the like) is tried again once. */
async function audit(url: string, port: number, attemptsLeft = 2) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'lighthouse gave no result' }
  if (!error) return result!.lhr
  if (attemptsLeft > 1) return audit(url, port, attemptsLeft - 1)
  throw new Error(`lighthouse could not load ${url}: ${error.code} ${error.message}`)
}

ensureBuild()
// The production server on a throwaway data directory with the demo data, as a visitor meets it.
const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-web-'))
// Production has no demo accounts: an empty database needs its first superadmin, here a throwaway one.
const admin = { ADMIN_EMAIL: 'bench-web@example.com', ADMIN_PASSWORD: randomBytes(18).toString('base64url') }
const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1', ...admin }, 180_000)
/**
 * chrome-launcher's own flags, with two features more turned off: in this headless mode each window's
 * address bar makes a WebUI page for its suggestions, in a renderer of its own, which competes with the
 * measured page for the CPU (ADR 028). Chromium takes only the last --disable-features, so ours are
 * added to chrome-launcher's list instead of given apart.
 */
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) => (flag.startsWith('--disable-features=') ? `${flag},WebUIOmniboxPopup,WebUIOmniboxAimPopup` : flag))
if (!launcherFlags.some((flag) => flag.startsWith('--disable-features='))) throw new Error('chrome-launcher no longer sets --disable-features: update scripts/bench/web.ts')
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  ignoreDefaultFlags: true,
  chromeFlags: [...launcherFlags, '--disable-setuid-sandbox', '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})

try {
  const listing = (await (await fetch(`${server.url}/api/properties?limit=1`)).json()) as { data: { slug: string }[] }
  const pages: [string, string][] = [
    ['home', '/'],
    ['search', '/propiedades'],
    ['listing', `/propiedades/${listing.data[0].slug}`],
    ['opportunities', '/oportunidades'],
    ['search map', '/propiedades?view=map'],
    // Issue 26: rendered on demand with the operator's settings since then (were pre-rendered).
    ['about', '/sobre-nosotros'],
    ['contact', '/contactanos'],
    ['legal', '/soporte-legal'],
  ]
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())
  const rows: Row[] = []
  for (const [name, path] of pages.filter(([name]) => !only || only.includes(name))) {
    const runs: Row[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const { categories, audits } = await audit(`${server.url}${path}`, chrome.port)
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
      const jsBytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
      const allBytes = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
      const failing = Object.values(categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}:${ref.id}`))
      const row: Row = {
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        jsKb: Number((jsBytes / 1024).toFixed(1)),
        totalKb: Number((allBytes / 1024).toFixed(1)),
        failing,
      }
      runs.push(row)
    }
    // The median run by performance score: one lucky or unlucky run says little on a shared machine.
    runs.sort((a, b) => a.performance - b.performance)
    rows.push(runs[Math.floor((runs.length - 1) / 2)])
  }

  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, production build, ${server.url}, load average ${os.loadavg()[0].toFixed(2)}`)
  console.table(
    rows.map((row) => ({
      page: row.page,
      performance: row.performance,
      'TBT ms': row.tbtMs,
      'JS KB (compressed)': row.jsKb,
      'all KB': row.totalKb,
      'LCP ms': row.lcpMs,
      CLS: row.cls,
      accessibility: row.accessibility,
      'best practices': row.bestPractices,
      SEO: row.seo,
    })),
  )
  for (const row of rows) if (row.failing.length) console.log(`${row.page}: audits below 100 → ${row.failing.join(', ')}`)
  const misses = rows.flatMap((row) => [
    // The map view's cost is reported, not bounded (issue 15): a map is heavy, and asked for.
    ...(row.page !== 'search map' && row.performance < 95 ? [`${row.page} performance ${row.performance} < 95`] : []),
    ...(row.page !== 'search map' && row.tbtMs > 200 ? [`${row.page} total blocking time ${row.tbtMs} ms > 200 ms`] : []),
    ...(['accessibility', 'bestPractices', 'seo'] as const).filter((key) => row[key] < 100).map((key) => `${row.page} ${key} ${row[key]} < 100`),
  ])
  const home = rows.find((row) => row.page === 'home')
  if (home && home.jsKb > 40) misses.push(`home JavaScript ${home.jsKb} KB compressed > 40 KB`)
  const search = rows.find((row) => row.page === 'search')
  if (search && SEARCH_JS_BEFORE_MAPS_KB) {
    const grown = Number((search.jsKb - SEARCH_JS_BEFORE_MAPS_KB).toFixed(1))
    console.log(`search list view JavaScript: ${search.jsKb} KB, ${grown >= 0 ? '+' : ''}${grown} KB against ${SEARCH_JS_BEFORE_MAPS_KB} KB before maps`)
    if (grown > 2) misses.push(`search list view JavaScript grew ${grown} KB > 2 KB`)
  }
  console.log(misses.length ? `\nGoal missed:\n  ${misses.join('\n  ')}` : '\nGoal met on every page.')
} finally {
  chrome.kill()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
