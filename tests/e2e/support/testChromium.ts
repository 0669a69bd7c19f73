import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Chromium's features Playwright turns off, read from the Playwright installed. Chromium takes only
 * the last `--disable-features` it is given, so a list of our own must repeat Playwright's.
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const bundle = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js')
  const source = readFileSync(bundle, 'utf8')
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1]
  const features = list ? [...list.replace(/\/\/[^\n]*/g, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]) : []
  // Found in no form we know: an upgrade moved it. Better stop than run without Playwright's list.
  if (features.length < 5) throw new Error(`Playwright's disabled Chromium features were not found in ${bundle}: update tests/e2e/support/testChromium.ts`)
  return features
}

/**
 * The browser the tests run: CHROMIUM_PATH, else Debian's old headless shell (package
 * `chromium-headless-shell`, the same engine as `chromium` without a browser window around the page),
 * else Debian's Chromium. The full browser's headless mode draws each page's window, tab strip and
 * address bar off screen: on the same 87 tests the shell took 163 s of the machine's CPU and 89 s,
 * the full browser 195 s and 107 s (2026-12-01; ADR 028).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium'

/**
 * No sandbox, no GPU, no network of its own. The full browser's headless mode also opens each
 * page's address bar with a WebUI page for its suggestions (chrome://omnibox-popup.top-chrome) in a
 * renderer of its own per window: that took about as much CPU as the tested page itself (8 contexts
 * on a search page: 36 s of the browser's CPU with it, 21 s without, 2026-12-01; ADR 028).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures(), 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
]
