import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'

// Plausible costs and facts for demo and benchmark listings (issue 28), in one UPDATE computed from
// each listing's country, type, operation, price and area, with a hash of its id standing in for
// randomness (the same values on every install). Fees and taxes are in the listing's currency at
// rates of this market: an HOA fee of about 0.8–2.7 USD per m² a month; a yearly property tax of
// 0.1–0.2 % of the value in Ecuador, 0.5–1 % in Colombia (predial), 0.2–0.6 % in Perú (predial and
// arbitrios), 0.6–1.2 % in Brasil (IPTU), a rent's value taken as 200 months of it. Estratos only in
// Colombia; amenities drawn from what each type of property has.

/** `h(k)`: a deterministic pseudo-random non-negative integer per listing and attribute k. */
const h = (k: number) => `abs(hashint4(p.id * 37 + ${k}))`
/** True for about `percent` % of the listings, independently per k. */
const chance = (k: number, percent: number) => `(${h(k)} % 100 < ${percent})`

const AMENITIES_BY_KIND: Record<string, string[]> = {
  Apartamento: ['pool', 'gym', 'security_24h', 'doorman', 'playground', 'bbq', 'terrace', 'balcony', 'storage', 'laundry', 'party_room', 'green_areas', 'coworking', 'air_conditioning'],
  Casa: ['garden', 'terrace', 'bbq', 'storage', 'laundry', 'solar_water', 'heating', 'security_24h', 'green_areas', 'pool', 'playground'],
  Oficina: ['security_24h', 'doorman', 'air_conditioning', 'accessible', 'coworking', 'storage'],
  Comercial: ['security_24h', 'accessible', 'air_conditioning', 'storage'],
  Terreno: ['green_areas'],
}

function amenitiesSql(): string {
  const arms = Object.entries(AMENITIES_BY_KIND).map(([type, options]) => {
    // Each amenity with its own chance: the first of a type's list are the commonest.
    const items = options.map((option, i) => `CASE WHEN ${chance(40 + i, Math.max(15, 60 - i * 4))} THEN '${option}' END`)
    return `WHEN '${type}' THEN array_remove(ARRAY[${items.join(', ')}]::text[], NULL)`
  })
  return `CASE t.name ${arms.join(' ')} ELSE '{}'::text[] END`
}

/** Rounds a local amount as people quote it: thousands of pesos, tens of soles and reais, dollars by five. */
const quoted = (amount: string) => `CASE p.currency WHEN 'COP' THEN round(${amount}, -3) WHEN 'USD' THEN round(${amount} / 5) * 5 ELSE round(${amount}, -1) END`

const FX = `(SELECT usd_rate FROM currencies WHERE code = p.currency)`

function factsSql(where: string): string {
  const housing = `t.name IN ('Casa', 'Apartamento')`
  const building = `t.name IN ('Apartamento', 'Oficina')`
  const value = `(CASE WHEN p.price_type = 'rent' THEN p.price * 200 ELSE p.price END)`
  const taxRate = `(CASE p.country_id WHEN 'country_ec' THEN 0.001 + ${h(3)} % 10 * 0.0001 WHEN 'country_co' THEN 0.005 + ${h(3)} % 10 * 0.0005 WHEN 'country_pe' THEN 0.002 + ${h(3)} % 10 * 0.0004 ELSE 0.006 + ${h(3)} % 10 * 0.0006 END)`
  const includesHoa = `(CASE p.country_id WHEN 'country_co' THEN 40 WHEN 'country_br' THEN 10 ELSE 50 END)`
  return `
UPDATE properties AS p SET
  hoa_fee = CASE WHEN t.name = 'Terreno' OR p.area IS NULL THEN NULL
                 WHEN t.name = 'Casa' AND NOT ${chance(1, 40)} THEN NULL
                 WHEN t.name = 'Comercial' AND NOT ${chance(1, 50)} THEN NULL
                 ELSE ${quoted(`least(p.area, 400) * (0.8 + ${h(2)} % 20 * 0.1) * ${FX}`)} END,
  property_tax = CASE WHEN ${chance(4, 30)} THEN NULL ELSE ${quoted(`${value} * ${taxRate}`)} END,
  includes = CASE WHEN p.price_type <> 'rent' THEN '{}'::text[]
                  ELSE array_remove(ARRAY[
                    CASE WHEN ${h(5)} % 100 < ${includesHoa} THEN 'hoa' END,
                    CASE WHEN p.country_id IN ('country_ec', 'country_pe') AND ${chance(6, 40)} THEN 'tax' END,
                    CASE WHEN ${chance(7, 10)} THEN 'utilities' END,
                    CASE WHEN ${chance(8, 15)} THEN 'internet' END]::text[], NULL) END,
  built_area = CASE WHEN t.name = 'Terreno' OR p.area IS NULL OR ${chance(9, 25)} THEN NULL
                    WHEN t.name = 'Casa' THEN round(p.area * (0.5 + ${h(10)} % 40 * 0.01))
                    ELSE round(p.area * (0.85 + ${h(10)} % 15 * 0.01)) END,
  total_floors = CASE WHEN ${building} THEN 4 + ${h(11)} % 27 WHEN t.name = 'Casa' THEN 1 + ${h(11)} % 3 END,
  floor = CASE WHEN ${building} THEN 1 + ${h(12)} % (4 + ${h(11)} % 27) END,
  elevator = CASE WHEN ${building} THEN (4 + ${h(11)} % 27 >= 6 AND NOT ${chance(13, 5)}) OR ${chance(13, 30)} WHEN t.name = 'Casa' THEN false END,
  year_built = CASE WHEN t.name = 'Terreno' OR ${chance(14, 25)} THEN NULL ELSE 1970 + ${h(15)} % 56 END,
  furnished = CASE WHEN NOT ${housing} OR ${chance(16, 20)} THEN NULL
                   WHEN p.price_type = 'rent' THEN (ARRAY['no', 'no', 'no', 'partly', 'partly', 'fully', 'fully', 'no', 'no', 'no', 'no'])[1 + ${h(17)} % 11]
                   ELSE (ARRAY['no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'partly', 'fully'])[1 + ${h(17)} % 10] END,
  pets_allowed = CASE WHEN NOT ${housing} OR ${chance(18, 15)} THEN NULL ELSE ${chance(19, 60)} END,
  estrato = CASE WHEN p.country_id = 'country_co' AND t.name <> 'Terreno' THEN (ARRAY[1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6])[1 + ${h(20)} % 12] END,
  amenities = ${amenitiesSql()}
FROM property_types AS t
WHERE t.id = p.property_type_id AND (${where})`
}

/**
 * Gives the listings `where` selects (all by default; SQL over `p`, the listing, written by the
 * caller, never from input) plausible costs and facts.
 */
export async function fillPlausibleFacts(db: Database, where = 'true'): Promise<void> {
  await db.execute(sql.raw(factsSql(where)))
}
