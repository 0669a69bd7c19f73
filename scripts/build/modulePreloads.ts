/**
 * Astro loads an island's component and renderer with a dynamic import, so the browser finds each
 * level of their static imports only after fetching the level above: on a slow phone network that
 * waterfall, not the bytes, delays the first listing photo on home. Listing every module of the
 * islands hydrated on load as `<link rel="modulepreload">` lets the browser fetch them all at once.
 * Islands hydrated later (idle, visible) are left alone so they do not compete with the page.
 */

const EAGER_ISLAND = /<astro-island\b[^>]*\bclient="(?:load|only)"[^>]*>/g
// A page's own plain scripts (Astro `<script>`, e.g. home's featured block) run on load too; the
// browser finds their file in the page but the modules they import only one level at a time.
const PAGE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"/g
const ISLAND_URL = /\b(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g
// Static imports and re-exports between built chunks: `import{a}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. Dynamic `import("./x.js")` is lazy on purpose and not followed.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g

/** Every module a set of entry modules loads statically, entries first, each once. */
export function staticModuleClosure(entries: string[], readModule: (url: string) => string): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const dir = url.slice(0, url.lastIndexOf('/') + 1)
    for (const [, relative] of readModule(url).matchAll(STATIC_IMPORT)) queue.push(dir + relative.slice(2))
  }
  return [...seen]
}

/** The page with a modulepreload link for each module its load-time islands and scripts need, or unchanged. */
export function addModulePreloads(html: string, readModule: (url: string) => string): string {
  const entries = new Set<string>()
  for (const [tag] of html.matchAll(EAGER_ISLAND)) for (const [, url] of tag.matchAll(ISLAND_URL)) entries.add(url)
  const scripts = [...html.matchAll(PAGE_SCRIPT)].map(([, url]) => url)
  for (const url of scripts) entries.add(url)
  if (entries.size === 0 || !html.includes('</head>')) return html
  const already = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href).concat(scripts))
  const links = staticModuleClosure([...entries], readModule)
    .filter((url) => !already.has(url))
    .map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`)
    .join('')
  return html.replace('</head>', `${links}</head>`)
}
