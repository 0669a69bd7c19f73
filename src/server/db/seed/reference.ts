import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { cities, countries, propertyStatuses, propertyTypes, roles } from '../schema.ts'

export const ROLE_IDS = { superadmin: 'role_superadmin', admin: 'role_admin' } as const

const COUNTRIES = [
  { id: 'country_ec', name: 'Ecuador', currency: 'USD', position: 1 },
  { id: 'country_co', name: 'Colombia', currency: 'COP', position: 2 },
  { id: 'country_pe', name: 'Perú', currency: 'PEN', position: 3 },
  { id: 'country_br', name: 'Brasil', currency: 'BRL', position: 4 },
]

/** Each country's cities with their centres (latitude, longitude): the admin pin's start, the map's first view. */
const CITIES: Record<string, [name: string, latitude: number, longitude: number][]> = {
  country_ec: [
    ['Quito', -0.1807, -78.4678],
    ['Guayaquil', -2.1709, -79.9224],
    ['Cuenca', -2.9001, -79.0059],
    ['Cumbayá', -0.2003, -78.4308],
    ['Manta', -0.9677, -80.7089],
    ['Salinas', -2.2145, -80.9516],
    ['Loja', -3.9931, -79.2042],
    ['Ambato', -1.2491, -78.6168],
    ['Samborondón', -2.133, -79.87],
    ['Ibarra', 0.3517, -78.1223],
  ],
  country_co: [
    ['Bogotá', 4.711, -74.0721],
    ['Medellín', 6.2442, -75.5812],
    ['Cali', 3.4516, -76.532],
    ['Cartagena', 10.391, -75.4794],
    ['Barranquilla', 10.9685, -74.7813],
    ['Bucaramanga', 7.1193, -73.1227],
    ['Pereira', 4.8133, -75.6961],
    ['Santa Marta', 11.2408, -74.199],
    ['Manizales', 5.0703, -75.5138],
  ],
  country_pe: [
    ['Lima', -12.0464, -77.0428],
    ['Arequipa', -16.409, -71.5375],
    ['Cusco', -13.532, -71.9675],
    ['Trujillo', -8.1091, -79.0215],
    ['Piura', -5.1945, -80.6328],
    ['Chiclayo', -6.7714, -79.8409],
    ['Miraflores', -12.1211, -77.0297],
    ['Huancayo', -12.0651, -75.2049],
    ['Iquitos', -3.7437, -73.2516],
  ],
  country_br: [
    ['São Paulo', -23.5505, -46.6333],
    ['Rio de Janeiro', -22.9068, -43.1729],
    ['Belo Horizonte', -19.9167, -43.9345],
    ['Brasília', -15.7939, -47.8828],
    ['Salvador', -12.9777, -38.5016],
    ['Florianópolis', -27.5954, -48.548],
    ['Curitiba', -25.4284, -49.2733],
    ['Porto Alegre', -30.0346, -51.2177],
    ['Recife', -8.0476, -34.877],
    ['Fortaleza', -3.7319, -38.5267],
  ],
}

/** The spec's five types are active; the other five icons' types exist but start inactive. */
export const PROPERTY_TYPES = [
  { name: 'Casa', icon: 'Home', isActive: true },
  { name: 'Apartamento', icon: 'Building', isActive: true },
  { name: 'Terreno', icon: 'MapPin', isActive: true },
  { name: 'Oficina', icon: 'Building2', isActive: true },
  { name: 'Comercial', icon: 'Store', isActive: true },
  { name: 'Bodega', icon: 'Warehouse', isActive: false },
  { name: 'Industrial', icon: 'Factory', isActive: false },
  { name: 'Hotel', icon: 'Hotel', isActive: false },
  { name: 'Rural', icon: 'TreePine', isActive: false },
  { name: 'Parqueadero', icon: 'Car', isActive: false },
]

const STATUSES = [
  { id: 'status_available', name: 'disponible' },
  { id: 'status_pending', name: 'pendiente' },
  { id: 'status_sold', name: 'vendido' },
  { id: 'status_rented', name: 'rentado' },
]

const cityId = (countryId: string, name: string) =>
  `${countryId.replace('country_', '')}_${name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')}`

export const CITY_ROWS = Object.entries(CITIES).flatMap(([countryId, rows]) => rows.map(([name, latitude, longitude]) => ({ id: cityId(countryId, name), countryId, name, latitude, longitude })))

/** Reference data every installation needs; idempotent, so it runs at every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values([
      { id: ROLE_IDS.superadmin, name: 'superadmin' },
      { id: ROLE_IDS.admin, name: 'admin' },
    ])
    .onConflictDoNothing()
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing()
  // Centres are filled in where an older installation has the city without one.
  await db
    .insert(cities)
    .values(CITY_ROWS)
    .onConflictDoUpdate({ target: cities.id, set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` }, setWhere: sql`${cities.latitude} is null` })
  await db.insert(propertyStatuses).values(STATUSES).onConflictDoNothing()
  // Types are editable by superadmins: only fill an empty table, never overwrite their changes.
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(propertyTypes)
  if (n === 0) await db.insert(propertyTypes).values(PROPERTY_TYPES)
}
