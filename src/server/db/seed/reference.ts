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

const CITIES: Record<string, string[]> = {
  country_ec: ['Quito', 'Guayaquil', 'Cuenca', 'Cumbayá', 'Manta', 'Salinas', 'Loja', 'Ambato', 'Samborondón', 'Ibarra'],
  country_co: ['Bogotá', 'Medellín', 'Cali', 'Cartagena', 'Barranquilla', 'Bucaramanga', 'Pereira', 'Santa Marta', 'Manizales'],
  country_pe: ['Lima', 'Arequipa', 'Cusco', 'Trujillo', 'Piura', 'Chiclayo', 'Miraflores', 'Huancayo', 'Iquitos'],
  country_br: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Brasília', 'Salvador', 'Florianópolis', 'Curitiba', 'Porto Alegre', 'Recife', 'Fortaleza'],
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

export const cityId = (countryId: string, name: string) =>
  `${countryId.replace('country_', '')}_${name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')}`

export const CITY_ROWS = Object.entries(CITIES).flatMap(([countryId, names]) => names.map((name) => ({ id: cityId(countryId, name), countryId, name })))

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
  await db.insert(cities).values(CITY_ROWS).onConflictDoNothing()
  await db.insert(propertyStatuses).values(STATUSES).onConflictDoNothing()
  // Types are editable by superadmins: only fill an empty table, never overwrite their changes.
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(propertyTypes)
  if (n === 0) await db.insert(propertyTypes).values(PROPERTY_TYPES)
}
