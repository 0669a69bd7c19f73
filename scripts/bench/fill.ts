import { sql } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client.ts'

/**
 * `rows` believable listings in one set-based INSERT: every country, city and active type, sale
 * and rent in the country's currency, Spanish titles with accents (so that text search has to
 * unaccent), some inactive, opportunities and featured ones, spread over the last years.
 */
export async function fillListings(db: Database, rows: number): Promise<void> {
  await db.execute(sql`
    WITH
      city AS (SELECT array_agg(id ORDER BY id) AS ids FROM cities),
      kind AS (SELECT array_agg(id ORDER BY id) AS ids FROM property_types WHERE is_active),
      owner AS (SELECT min(id) AS id FROM users),
      base AS (
        SELECT g,
          city.ids[1 + (g * 7) % array_length(city.ids, 1)] AS city_id,
          kind.ids[1 + (g / 3) % array_length(kind.ids, 1)] AS type_id,
          (ARRAY['Casa','Departamento','Suite','Terreno','Oficina','Local','Casa esquinera','Penthouse'])[1 + g % 8] AS noun,
          (ARRAY['con jardín','con piscina','amplia','céntrica','con vista al valle','remodelada','luminosa','de estreno',
                 'cerca del parque','con terraza','en conjunto cerrado','con balcón','frente al mar','con bodega',
                 'para inversión','con chimenea','junto al río','con estudio','en esquina','con ascensor'])[1 + (g / 8) % 20] AS detail,
          (ARRAY['Cumbayá','La Carolina','El Poblado','Miraflores','Barranco','Pinheiros','Chapinero','Urdesa',
                 'Samborondón','San Isidro','Copacabana','Laureles','González Suárez','Tumbaco','Usaquén','Jardim Paulista'])[1 + (g / 3) % 16] AS hood,
          owner.id AS owner_id
        FROM generate_series(1, ${rows}) AS g, city, kind, owner
      )
    INSERT INTO properties (slug, owner_id, title, description, price, currency, price_type, address, neighborhood,
      country_id, city_id, property_type_id, status_id, area, bedrooms, bathrooms, garage, is_opportunity,
      opportunity_price, legal_costs, is_featured, is_active, views, search_text, created_at, updated_at)
    SELECT
      'bench-' || b.g,
      b.owner_id,
      b.noun || ' ' || b.detail || ' en ' || b.hood,
      'Propiedad ' || b.detail || ' ubicada en ' || b.hood || ', ' || c.name || '. Acabados de primera, buena iluminación y fácil acceso a transporte, colegios y comercios.',
      (CASE WHEN b.g % 4 = 0 THEN 300 + (b.g * 37) % 4000 ELSE 40000 + (b.g::bigint * 7919) % 900000 END)::numeric
        * CASE c.country_id WHEN 'country_co' THEN 4000 WHEN 'country_pe' THEN 4 WHEN 'country_br' THEN 5 ELSE 1 END,
      CASE c.country_id WHEN 'country_co' THEN 'COP' WHEN 'country_pe' THEN 'PEN' WHEN 'country_br' THEN 'BRL' ELSE 'USD' END,
      CASE WHEN b.g % 4 = 0 THEN 'rent' ELSE 'sale' END,
      'Calle ' || (1 + b.g % 200) || ' N' || (10 + b.g % 90) || '-' || (100 + b.g % 900),
      b.hood,
      c.country_id,
      b.city_id,
      b.type_id,
      'status_available',
      40 + (b.g * 13) % 460,
      1 + b.g % 5,
      1 + (b.g % 6) * 0.5,
      b.g % 4,
      b.g % 17 = 0,
      CASE WHEN b.g % 17 = 0 THEN (40000 + (b.g::bigint * 7919) % 900000) * 0.9 END,
      CASE WHEN b.g % 5 = 0 THEN 1500 + b.g % 3000 END,
      b.g % 23 = 0,
      b.g % 50 <> 0,
      b.g % 500,
      immutable_unaccent(lower(b.noun || ' ' || b.detail || ' en ' || b.hood || ' Propiedad ' || b.detail || ' ubicada en ' || b.hood || ', ' || c.name || '. Acabados de primera, buena iluminación y fácil acceso a transporte, colegios y comercios. ' || b.hood || ' ' || c.name)),
      now() - make_interval(mins => b.g * 3),
      now() - make_interval(mins => b.g * 3)
    FROM base b JOIN cities c ON c.id = b.city_id
  `)
  // What autovacuum does on a live database; it also lets index-only scans skip the heap.
  await db.execute(sql`VACUUM ANALYZE properties`)
}
