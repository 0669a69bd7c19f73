// @ts-check
import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { buildSiteUrl } from './scripts/build-state.ts'

export default defineConfig({
  // PUBLIC_SITE_URL, baked into pre-rendered pages; `npm start` rebuilds when it changes (scripts/build-state.ts).
  site: buildSiteUrl(),
  // Pages are pre-rendered unless they opt out (the listing page renders per request).
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  i18n: {
    locales: ['es', 'en', 'pt'],
    defaultLocale: 'es',
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  compressHTML: true,
  vite: {
    plugins: [tailwindcss()],
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
