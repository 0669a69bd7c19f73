import { sql } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client.ts'
import { fillPlausibleFacts } from '../../src/server/db/seed/plausibleFacts.ts'

// Set-based fill of the benchmark database: every listing is computed in SQL from its position in
// generate_series, with a hash of that position standing in for randomness (the same rows every run).

/** Spanish (and a few Portuguese) neighbourhoods per country, accents included. */
const NEIGHBORHOODS: Record<string, string[]> = {
  country_ec: ['La Floresta', 'González Suárez', 'Cumbayá', 'Tumbaco', 'El Batán', 'Urdesa', 'La Carolina', 'Bellavista', 'Los Ceibos', 'San Rafael'],
  country_co: ['Chapinero', 'Usaquén', 'El Poblado', 'Laureles', 'Envigado', 'Bocagrande', 'Getsemaní', 'Cedritos', 'Granada', 'El Peñón'],
  country_pe: ['Miraflores', 'San Isidro', 'Barranco', 'Surco', 'La Molina', 'San Borja', 'Yanahuara', 'Cayma', 'Magdalena del Mar', 'Jesús María'],
  country_br: ['Pinheiros', 'Vila Madalena', 'Moema', 'Copacabana', 'Ipanema', 'Leblon', 'Savassi', 'Asa Sul', 'Jardim Paulista', 'Botafogo'],
}

/** Per country: share of the listings in percent, price multiplier from USD, currency. */
export const COUNTRY_SHARE: [id: string, share: number, fx: number, currency: string][] = [
  ['country_ec', 35, 1, 'USD'],
  ['country_co', 30, 4000, 'COP'],
  ['country_pe', 20, 3.7, 'PEN'],
  ['country_br', 15, 5, 'BRL'],
]

/** Active types by name, with the grammatical gender the title's adjective takes. */
const TYPES: [typeName: string, label: string, feminine: boolean, housing: boolean][] = [
  ['Casa', 'Casa', true, true],
  ['Apartamento', 'Apartamento', false, true],
  ['Terreno', 'Terreno', false, false],
  ['Oficina', 'Oficina', true, false],
  ['Comercial', 'Local comercial', false, false],
]

const ADJECTIVES: [string, string][] = [
  ['amplio', 'amplia'],
  ['moderno', 'moderna'],
  ['remodelado', 'remodelada'],
  ['iluminado', 'iluminada'],
  ['céntrico', 'céntrica'],
  ['exclusivo', 'exclusiva'],
  ['acogedor', 'acogedora'],
  ['nuevo', 'nueva'],
]

const OPENINGS = [
  'Excelente ubicación, a pocos minutos de centros comerciales y colegios.',
  'Diseño contemporáneo con acabados de primera y mucha luz natural.',
  'Propiedad en conjunto cerrado con seguridad las 24 horas.',
  'Ideal para familias que buscan tranquilidad y buena conexión con la ciudad.',
  'Espacios amplios, cocina abierta tipo americana y área de lavandería.',
  'Ubicada en una calle arbolada, cerca de parques y transporte público.',
  'Oportunidad de inversión con alta demanda de alquiler en la zona.',
  'Vista despejada a las montañas desde la sala y el dormitorio principal.',
]

/** Exactly one of these 25 mentions a garden, so `q=jardin` matches about 4 % of the listings. */
const FEATURES = [
  'Cuenta con piscina temperada y gimnasio.',
  'Incluye dos parqueaderos cubiertos y bodega.',
  'Tiene terraza con parrilla para reuniones.',
  'Amplio jardín privado con árboles frutales.',
  'Balcón con vista a la ciudad.',
  'Calentador solar y paneles fotovoltaicos.',
  'Pisos de porcelanato y madera.',
  'Ascensor y áreas comunales renovadas.',
  'Cocina equipada con electrodomésticos de acero.',
  'Sala de estar con chimenea.',
  'Cuarto de servicio con baño completo.',
  'Estudio independiente para teletrabajo.',
  'Zona BBQ y salón comunal.',
  'Patio interior iluminado.',
  'Ventanas acústicas y doble vidrio.',
  'Techos altos y vigas de madera.',
  'Clósets empotrados en todas las habitaciones.',
  'Lavandería independiente.',
  'Dormitorio principal con vestidor y baño privado.',
  'Bodega amplia en el subsuelo.',
  'Sistema de alarma y citófono.',
  'Acabados en mármol y granito.',
  'Comedor independiente con buena luz.',
  'Cisterna y bomba de agua propias.',
  'Gas centralizado y calefón nuevo.',
]

/** What is around the listing; none of these mentions a garden. */
const SURROUNDINGS = [
  'Cerca de la universidad y de hospitales.',
  'A pocos pasos de la playa.',
  'Acceso directo a la ciclovía.',
  'Seguridad privada y cámaras en el conjunto.',
  'Áreas verdes y juegos infantiles.',
  'Cancha de tenis en el conjunto.',
  'A cinco minutos del centro comercial.',
  'Rodeada de cafés y restaurantes.',
  'Transporte público en la esquina.',
  'Barrio tranquilo y arbolado.',
  'Colegios y supermercados a poca distancia.',
]

/** Prices in USD before the country's multiplier: rent from 300 by 1, sale from 40,000 by 1,000. */
export const USD_PRICES = { rent: { min: 300, steps: 4700, step: 1 }, sale: { min: 40_000, steps: 860, step: 1000 } } as const

/** How far from its city's centre a listing's pin may be, in degrees (about 5 km). */
const PIN_SPREAD = 0.05

/**
 * Words a visitor would type that the listings' text contains (accents and all: the search
 * ignores them), for searches that find something.
 */
export function searchWords(): string[] {
  const texts = [...Object.values(NEIGHBORHOODS).flat(), ...ADJECTIVES.flat(), ...OPENINGS, ...FEATURES, ...SURROUNDINGS, ...TYPES.map(([, label]) => label)]
  const words = texts.flatMap((text) => text.toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word.length >= 5)
  return [...new Set(words)].sort()
}

const STREETS = ['Av. Amazonas', 'Calle Los Robles', 'Av. República', 'Calle Las Palmeras', 'Carrera 7', 'Av. Paulista', 'Jr. de la Unión', 'Av. Larco', 'Calle Bolívar', 'Av. 6 de Diciembre']

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`
const textArray = (items: string[]) => `ARRAY[${items.map(literal).join(', ')}]::text[]`

/** `h(k)`: a deterministic pseudo-random non-negative integer per row and per attribute k. */
const h = (k: number) => `abs(hashint4(g * 31 + ${k}))`

function listingsSql(first: number, last: number, ownerId: number, typeIds: Map<string, number>): string {
  const countryCase = (() => {
    let bound = 0
    const arms = COUNTRY_SHARE.map(([id, share]) => {
      bound += share
      return `WHEN ${h(1)} % 100 < ${bound} THEN ${literal(id)}`
    })
    return `CASE ${arms.join(' ')} END`
  })()
  const byCountry = (pick: (id: string, fx: number, currency: string) => string) =>
    `CASE b.country_id ${COUNTRY_SHARE.map(([id, , fx, currency]) => `WHEN ${literal(id)} THEN ${pick(id, fx, currency)}`).join(' ')} END`
  const typeIdArray = `ARRAY[${TYPES.map(([name]) => {
    const id = typeIds.get(name)
    if (id === undefined) throw new Error(`property type ${name} is missing`)
    return id
  }).join(', ')}]::int[]`

  return `
WITH city_n AS (
  SELECT id, name, country_id, latitude, longitude,
         (row_number() OVER (PARTITION BY country_id ORDER BY id) - 1)::int AS n,
         count(*) OVER (PARTITION BY country_id)::int AS cnt
  FROM cities
),
base AS (
  SELECT g, ${countryCase} AS country_id,
         ${h(2)} AS r_city, ${h(3)} % ${TYPES.length} AS t, ${h(4)} % 100 AS r_kind,
         ${h(5)} % 100 AS r_flags, ${h(6)} AS r_price, ${h(7)} AS r_text, ${h(8)} AS r_rooms,
         ${h(9)} % (3 * 365 * 24 * 3600) AS age_seconds
  FROM generate_series(${first}, ${last}) AS g
),
shaped AS (
  SELECT b.*, c.id AS city_id, c.name AS city_name, c.latitude AS city_latitude, c.longitude AS city_longitude,
         (${byCountry((id) => `(${textArray(NEIGHBORHOODS[id])})[1 + b.r_text % ${NEIGHBORHOODS[id].length}]`)}) AS neighborhood,
         (${byCountry((_, __, currency) => literal(currency))}) AS currency,
         (${byCountry((_, fx) => String(fx))})::numeric AS fx,
         (ARRAY[${TYPES.map(([, label]) => literal(label)).join(', ')}])[1 + b.t] AS type_label,
         (ARRAY[${TYPES.map(([, , f]) => String(f)).join(', ')}])[1 + b.t] AS feminine,
         (ARRAY[${TYPES.map(([, , , housing]) => String(housing)).join(', ')}])[1 + b.t] AS housing,
         CASE WHEN b.r_kind < 35 THEN 'rent' ELSE 'sale' END AS price_type,
         b.r_flags < 95 AS is_active,
         b.r_flags % 10 = 3 AS is_opportunity,
         b.r_flags % 20 = 7 AS is_featured
  FROM base b
  JOIN city_n c ON c.country_id = b.country_id AND c.n = b.r_city % c.cnt
),
priced AS (
  SELECT s.*,
         round((CASE WHEN s.price_type = 'rent' THEN ${USD_PRICES.rent.min} + (s.r_price % ${USD_PRICES.rent.steps}) * ${USD_PRICES.rent.step}
                     ELSE ${USD_PRICES.sale.min} + (s.r_price % ${USD_PRICES.sale.steps}) * ${USD_PRICES.sale.step} END) * s.fx, 2) AS price,
         CASE WHEN s.housing THEN 1 + s.r_rooms % 5 END AS bedrooms,
         (CASE WHEN s.feminine THEN (${textArray(ADJECTIVES.map(([, f]) => f))})[1 + s.r_rooms % ${ADJECTIVES.length}]
               ELSE (${textArray(ADJECTIVES.map(([m]) => m))})[1 + s.r_rooms % ${ADJECTIVES.length}] END) AS adjective
  FROM shaped s
),
described AS (
  SELECT p.*,
         p.type_label || ' ' || p.adjective || ' en ' || p.neighborhood
           || CASE WHEN p.bedrooms IS NOT NULL THEN ' de ' || p.bedrooms || CASE WHEN p.bedrooms = 1 THEN ' habitación' ELSE ' habitaciones' END ELSE '' END AS title,
         (${textArray(OPENINGS)})[1 + p.r_text % ${OPENINGS.length}] || ' '
           || (${textArray(FEATURES)})[1 + (p.r_text / 7) % ${FEATURES.length}] || ' '
           || (${textArray(SURROUNDINGS)})[1 + (p.r_text / 211) % ${SURROUNDINGS.length}] || ' '
           || CASE WHEN p.price_type = 'sale' THEN 'Se acepta crédito hipotecario.' ELSE 'Contrato mínimo de un año con garantía.' END AS description
  FROM priced p
)
INSERT INTO properties (
  id, slug, owner_id, title, description, price, currency, price_type, address, neighborhood,
  country_id, city_id, property_type_id, status_id, area, bedrooms, bathrooms, garage,
  is_opportunity, opportunity_price, legal_costs, is_featured, is_active, main_image, views,
  search_text, created_at, updated_at, latitude, longitude
)
SELECT
  d.g,
  rtrim(left(trim(both '-' from regexp_replace(immutable_unaccent(lower(d.title)), '[^a-z0-9]+', '-', 'g')), 80), '-') || '-' || d.g,
  ${ownerId},
  d.title,
  d.description,
  d.price,
  d.currency,
  d.price_type,
  (${textArray(STREETS)})[1 + d.r_price % ${STREETS.length}] || ' ' || (100 + d.g % 900) || ', ' || d.city_name,
  d.neighborhood,
  d.country_id,
  d.city_id,
  (${typeIdArray})[1 + d.t],
  -- About 6 % of the active listings are closed (sold or rented) and 3 % reserved, as on a live portal.
  CASE WHEN d.is_active AND (d.r_price / 13) % 100 >= 9 THEN 'status_available'
       WHEN d.is_active AND (d.r_price / 13) % 100 >= 6 THEN 'status_pending'
       WHEN d.price_type = 'rent' THEN 'status_rented' ELSE 'status_sold' END,
  40 + d.r_rooms % 560,
  d.bedrooms,
  CASE WHEN d.housing THEN 1 + (d.r_rooms % 7) * 0.5 END,
  CASE WHEN d.housing THEN d.r_rooms % 4 END,
  d.is_opportunity,
  CASE WHEN d.is_opportunity THEN round(d.price * 0.85, 2) END,
  CASE WHEN d.price_type = 'sale' THEN round(d.price * 0.03, 2) END,
  d.is_featured,
  d.is_active,
  '/uploads/bench/main-' || (d.g % 50) || '.webp',
  d.r_price % 2000,
  immutable_unaccent(lower(d.title || ' ' || d.description || ' ' || d.neighborhood || ' ' || d.city_name)),
  now() - d.age_seconds * interval '1 second',
  now() - d.age_seconds * interval '1 second',
  -- Pins around the city's centre, so that the map has points (the trigger of migration 0018 moves them for the public).
  d.city_latitude + (${h(10)} % 2001 - 1000) * ${PIN_SPREAD / 1000},
  d.city_longitude + (${h(11)} % 2001 - 1000) * ${PIN_SPREAD / 1000}
FROM described d`
}

export interface FillResult {
  rows: number
  ms: number
}

/**
 * Inserts `rows` listings owned by `ownerId` (ids 1..rows of an empty table), three additional photo
 * rows each, then VACUUM ANALYZE so the planner and index-only scans see the real data.
 */
export async function fillListings(db: Database, rows: number, ownerId: number, log: (line: string) => void): Promise<FillResult> {
  const started = performance.now()
  const types = (await db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM property_types`)) as unknown as { rows?: { id: number; name: string }[] }
  const typeRows = types.rows ?? (types as unknown as { id: number; name: string }[])
  const typeIds = new Map(typeRows.map((row) => [row.name, Number(row.id)]))

  const chunk = 25_000
  for (let first = 1; first <= rows; first += chunk) {
    const last = Math.min(rows, first + chunk - 1)
    await db.execute(sql.raw(listingsSql(first, last, ownerId, typeIds)))
    log(`  listings ${last.toLocaleString('en')}/${rows.toLocaleString('en')} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  }
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('properties', 'id'), (SELECT max(id) FROM properties))`))
  await db.execute(
    sql.raw(`INSERT INTO property_images (property_id, path, position)
             SELECT p.id, '/uploads/bench/photo-' || ((p.id * 3 + k) % 200) || '.webp', k
             FROM properties p CROSS JOIN generate_series(0, 2) AS k`),
  )
  log(`  photos (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  await fillPlausibleFacts(db)
  log(`  costs and facts (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  await db.execute(sql.raw('VACUUM ANALYZE properties'))
  await db.execute(sql.raw('VACUUM ANALYZE property_images'))
  return { rows, ms: performance.now() - started }
}
