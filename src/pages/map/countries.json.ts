import type { APIRoute } from 'astro'
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-50m.json' with { type: 'json' }

// The shipped basemap, converted once at build time from world-atlas's TopoJSON (1:50m Natural Earth).
export const prerender = true

/** 0.001° is about 100 m: finer than the 1:50m coastline itself, and a third of the file. */
const round = (n: number) => Math.round(n * 1000) / 1000

/**
 * A ring that crosses the antimeridian (Fiji, Russia) jumps from 180 to -180; drawn as is, its edge
 * runs across the whole world. Its western half is moved past 180 instead, which MapLibre draws in place.
 */
function continuous(ring: Position[]): Position[] {
  const jumps = ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180)
  return jumps ? ring.map(([lng, lat]) => [lng < 0 ? lng + 360 : lng, lat]) : ring
}

function rounded(geometry: Geometry): Geometry {
  const ring = (r: Position[]) => continuous(r).map(([lng, lat]) => [round(lng), round(lat)])
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(ring) }
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) }
  return geometry
}

export const GET: APIRoute = () => {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>
  const all = feature(topology, topology.objects.countries) as FeatureCollection
  const data: FeatureCollection = {
    type: 'FeatureCollection',
    features: all.features.filter((f): f is Feature<Geometry> => f.geometry !== null).map((f) => ({ type: 'Feature', properties: {}, geometry: rounded(f.geometry) })),
  }
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } })
}
