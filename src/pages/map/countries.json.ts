import type { APIRoute } from 'astro'
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-50m.json' with { type: 'json' }

// The shipped basemap, converted once at build time from world-atlas's TopoJSON (1:50m Natural Earth).
export const prerender = true

/** 0.001° is about 100 m: finer than the 1:50m coastline itself, and a third of the file. */
const round = (n: number) => Math.round(n * 1000) / 1000

function rounded(geometry: Geometry): Geometry {
  const walk = (value: unknown): unknown => (typeof value === 'number' ? round(value) : Array.isArray(value) ? value.map(walk) : value)
  return 'coordinates' in geometry ? ({ ...geometry, coordinates: walk(geometry.coordinates) as Position[] } as Geometry) : geometry
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
