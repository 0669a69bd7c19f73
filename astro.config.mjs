// @ts-check
import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { buildSiteUrl } from './scripts/build-state.ts'
import { cspDigestsKept } from './scripts/build/cspDigestsKept.ts'
import { islandPropsKept } from './scripts/build/islandPropsKept.ts'
import { islandIdByCount } from './scripts/build/islandIdByCount.ts'
import { latin1Html } from './scripts/build/latin1Html.ts'
import { reactStringRender } from './scripts/build/reactStringRender.ts'
import { withLanguages } from './src/lib/inline/languageConfig.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/shared/constants.ts'
import { VIDEO_FRAME_ORIGINS } from './src/shared/videoLinks.ts'

// The scripts inlined as they are (is:inline, before the first paint), with the languages filled in:
// Astro hashes the scripts it builds itself, these hashes it is given (docs/decisions/013-two-factor-and-csp.md).
/** @type {`sha256-${string}`[]} */
const inlineScriptHashes = ['src/lib/inline/siteHead.js', 'src/lib/inline/adminHead.js'].map(
  (file) =>
    /** @type {`sha256-${string}`} */ (
      `sha256-${createHash('sha256')
        .update(withLanguages(readFileSync(new URL(file, import.meta.url), 'utf8')))
        .digest('base64')}`
    ),
)

export default defineConfig({
  // PUBLIC_SITE_URL, baked into pre-rendered pages; `npm start` rebuilds when it changes (scripts/build-state.ts).
  site: buildSiteUrl(),
  // Pages are pre-rendered unless they opt out (the listing page renders per request).
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  // Islands rendered to a string, not streamed; with their useId prefix (scripts/build/reactStringRender.ts).
  integrations: [react({ experimentalDisableStreaming: true })],
  i18n: {
    locales: [...LANGUAGES],
    defaultLocale: DEFAULT_LANGUAGE,
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  compressHTML: true,
  // Hashes of every script a page runs, so the Content-Security-Policy needs no 'unsafe-inline' for
  // scripts: pre-rendered pages carry them in a <meta>, pages rendered on demand in their header
  // (which the server merges into its own, src/server/site.ts). Styles keep 'unsafe-inline': React
  // style attributes and the map library's inline styles need it.
  security: {
    csp: {
      scriptDirective: { hashes: inlineScriptHashes },
      // Without it a worker falls back to this <meta> policy's script-src, which has no blob: the
      // forms' proof of work and the maps build their workers from blob URLs.
      // The same frames as the server's policy: a listing's video or tour players, nothing else.
      directives: ["worker-src 'self' blob:", `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    // Islands named by their rank on the page, not by a hash of their HTML (scripts/build/islandIdByCount.ts);
    // the CSP digests of a page's inline styles and scripts kept per text (scripts/build/cspDigestsKept.ts);
    // islands' frozen props written once (scripts/build/islandPropsKept.ts); pages written in Latin-1,
    // after the string render whose call they wrap (scripts/build/latin1Html.ts).
    plugins: [tailwindcss(), reactStringRender(), ...latin1Html(), islandIdByCount(), cspDigestsKept(), islandPropsKept()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Each script file costs a request and its response headers (about 1.5 KB with the
              // security headers), more than many small modules weigh compressed.
              codeSplitting: {
                groups: [
                  // React, its DOM renderer and scheduler: one file for every React island, not five.
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                  // Four small helpers of the React islands (100-350 bytes each, compressed): one file, not
                  // four, each with its 640 bytes of response headers (issue 15's search page budget).
                  { name: 'island-helpers', test: /[\\/]src[\\/]lib[\\/](useTypedIntoState|typedField|renderedByReact|useHydrated)\.ts$/, priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
    // `npm run dev`: the API server runs beside Astro's dev server (scripts/dev.ts).
    server: {
      proxy: {
        '/api': `http://127.0.0.1:${process.env.DEV_API_PORT || 4322}`,
        '/uploads': `http://127.0.0.1:${process.env.DEV_API_PORT || 4322}`,
      },
    },
  },
  server: { port: Number(process.env.PORT) || 4321 },
})
