import type { APIRoute } from 'astro'
import { BASEMAP_DATA_PATH, BASEMAP_PLACES_PATH, basemapStyle } from '../../lib/map/basemap.ts'

// Written at build time; a server with MAP_STYLE_URL redirects this address there instead.
export const prerender = true

export const GET: APIRoute = () => new Response(JSON.stringify(basemapStyle(BASEMAP_DATA_PATH, BASEMAP_PLACES_PATH)), { headers: { 'content-type': 'application/json' } })
