import { defineMiddleware } from 'astro:middleware'
import { siteDataOverHttp } from './lib/siteDataOverHttp.ts'

// In production the Node server hands every on-demand page its `locals.site`. `npm run dev` runs the
// API as its own process (scripts/dev.ts): there, pages read the same data from it over HTTP.
export const onRequest = defineMiddleware((context, next) => {
  if (import.meta.env.DEV && !context.locals.site) context.locals.site = siteDataOverHttp(`http://127.0.0.1:${process.env.DEV_API_PORT ?? 4322}`)
  return next()
})
