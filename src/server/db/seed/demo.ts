import { readFile } from 'node:fs/promises'
import { and, eq, sql } from 'drizzle-orm'
import { hashPassword } from '../../auth/password.ts'
import type { CURRENCIES, PRICE_TYPES } from '../../../shared/constants.ts'
import type { StatusId } from '../../../shared/domain.ts'
import { completeNewListing } from '../../services/listings/newListing.ts'
import { searchTextSql } from '../../services/searchText.ts'
import { processImage, writeProcessed, type ProcessedImage } from '../../storage/images.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { Database } from '../client.ts'
import { advertiserVerifications, cities, inquiries, priceHistory, properties, propertyTypes, users } from '../schema.ts'
import { createAdvertiser, giveIndependentAdvertiser } from '../../services/advertisers.ts'
import { DemoFloorPlans } from './demoFloorPlans.ts'
import { DEMO_PASSWORD } from './demoPassword.ts'
import { fillPlausibleFacts } from './plausibleFacts.ts'
import { ROLE_IDS } from './reference.ts'

export const DEMO_ADMINS = [
  { name: 'María Fernanda Vega', email: 'maria@inmobiliaria.test', phoneNumber: '+593 99 123 4567' },
  { name: 'Carlos Andrade', email: 'carlos@inmobiliaria.test', phoneNumber: '+57 310 555 0199' },
]
export const DEMO_ADMIN_PASSWORD = DEMO_PASSWORD

/**
 * The demo agency (issue 27): a São Paulo agency whose manager invited two agents; Carlos's Brazilian
 * listings are theirs, in turn. Its licence and phone were checked, each on its day.
 */
export const DEMO_AGENCY = {
  name: 'Casa Paulista Imóveis',
  licence: '12345-J',
  phone: '+55 11 3000 4000',
  whatsapp: '+55 11 98000 4000',
  email: 'contato@casapaulista.test',
  address: 'Av. Paulista 1000, São Paulo',
  countryId: 'country_br',
  verified: [
    { fact: 'email', checkedOn: '2026-10-05' },
    { fact: 'licence', checkedOn: '2026-10-12' },
    { fact: 'phone', checkedOn: '2026-10-13' },
  ],
  manager: { name: 'Renata Souza', email: 'renata@casapaulista.test', phoneNumber: '+55 11 98000 4001' },
  agents: [
    { name: 'Bruno Lima', email: 'bruno@casapaulista.test', phoneNumber: '+55 11 98000 4002' },
    { name: 'Camila Rocha', email: 'camila@casapaulista.test', phoneNumber: '+55 11 98000 4003' },
  ],
} as const

/** The demo catalogue: listings.json and the photos it names (painted once by scripts/demo/paint-images.ts). */
export const DEMO_DATA_DIR = new URL('./demo-data/', import.meta.url)
const PHOTOS_DIR = new URL('photos/', DEMO_DATA_DIR)

/**
 * One entry of demo-data/listings.json: the fields of the listing form (tests/unit/demoListings.test.ts
 * checks them against the shared PropertySchema), the property type by name (its id is generated),
 * and what only the demo sets: owner, age, views and photos (main photo first).
 */
export interface DemoListing {
  title: string
  description: string
  /** The current price. */
  price: number
  /**
   * Prices the listing had before, oldest first: the first from its publication, each until the
   * given number of days ago, when the next one (or the current price) took over.
   */
  earlierPrices?: { price: number; untilDaysAgo: number }[]
  priceType: (typeof PRICE_TYPES)[number]
  currency: (typeof CURRENCIES)[number]
  address: string
  neighborhood: string
  countryId: string
  cityId: string
  type: string
  area: number
  bedrooms: number | null
  bathrooms: number | null
  garage: number | null
  isOpportunity: boolean
  opportunityPrice: number | null
  legalCosts: number | null
  isFeatured: boolean
  /** Reserved, sold or rented; available when absent. */
  statusId?: StatusId
  /** The email of one of DEMO_ADMINS. */
  owner: string
  daysAgo: number
  views: number
  /** File names in demo-data/photos/. */
  photos: string[]
}

export async function readDemoListings(): Promise<DemoListing[]> {
  return JSON.parse(await readFile(new URL('listings.json', DEMO_DATA_DIR), 'utf8')) as DemoListing[]
}

const DAY = 24 * 60 * 60 * 1000

/**
 * Processes each demo photo once, through the same pipeline as uploads; every listing still gets its
 * own stored files, so deleting one listing never breaks another.
 */
class PhotoPool {
  private processed = new Map<string, Promise<ProcessedImage>>()
  photo(name: string): Promise<ProcessedImage> {
    const cached = this.processed.get(name)
    if (cached) return cached
    const photo = readFile(new URL(name, PHOTOS_DIR)).then((data) =>
      processImage({
        name,
        size: data.length,
        bytes: async () => data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
      }),
    )
    this.processed.set(name, photo)
    return photo
  }
}

const INQUIRIES = [
  { name: 'Andrea López', email: 'andrea.lopez@example.com', phone: '+593 98 765 4321', message: 'Hola, me interesa esta propiedad. ¿Sigue disponible? ¿Podemos agendar una visita este sábado?' },
  { name: 'Juan Pablo Ríos', email: 'jp.rios@example.com', phone: null, message: 'Buenas tardes, quisiera saber si el precio es negociable y si aceptan crédito hipotecario.' },
  { name: 'Camila Souza', email: 'camila.souza@example.com', phone: '+55 11 98888 7777', message: 'Olá! Gostaria de mais informações sobre o condomínio e a documentação do imóvel.' },
  { name: 'Diego Salazar', email: 'diego.salazar@example.com', phone: '+51 987 654 321', message: 'Estoy buscando para mudarme el próximo mes. ¿Incluye estacionamiento y bodega?' },
  { name: 'Valentina Mejía', email: 'vale.mejia@example.com', phone: null, message: '¿Cuáles son los gastos de administración mensuales y el valor del predial?' },
]

/**
 * Changes a demo listing's price as its advertiser did: each change goes through the price-history
 * triggers like any update, then is dated back to when it happened.
 */
async function replayPriceChanges(db: Database, id: number, listing: DemoListing, now: number) {
  const earlier = listing.earlierPrices ?? []
  for (const [index, { untilDaysAgo }] of earlier.entries()) {
    const changedAt = new Date(now - untilDaysAgo * DAY)
    await db.transaction(async (tx) => {
      await tx
        .update(properties)
        .set({ price: earlier[index + 1]?.price ?? listing.price })
        .where(eq(properties.id, id))
      await tx.update(properties).set({ priceChangedAt: changedAt }).where(eq(properties.id, id))
      await tx
        .update(priceHistory)
        .set({ changedAt })
        .where(and(eq(priceHistory.propertyId, id), eq(priceHistory.changedAt, sql`now()`)))
    })
  }
}

/**
 * A plausible pin for the n-th demo listing: 0.4 to 3 km from its city's centre, spread around it
 * (the golden angle keeps neighbours apart); the same on every install.
 */
export function demoPoint(centre: { latitude: number; longitude: number }, n: number): { latitude: number; longitude: number } {
  const angle = n * 2.399963
  const metres = 400 + ((n * 577) % 2600)
  return {
    latitude: Number((centre.latitude + (metres * Math.cos(angle)) / 111_320).toFixed(6)),
    longitude: Number((centre.longitude + (metres * Math.sin(angle)) / (111_320 * Math.cos((centre.latitude * Math.PI) / 180))).toFixed(6)),
  }
}

const CARLOS_EMAIL = 'carlos@inmobiliaria.test'

/** The demo agency, its manager and its agents; answers the agents' ids. */
async function seedDemoAgency(db: Database, passwordHash: string): Promise<number[]> {
  const { verified, manager, agents, ...agency } = DEMO_AGENCY
  const advertiserId = await createAdvertiser(db, { kind: 'agency', ...agency })
  await db.insert(advertiserVerifications).values(verified.map((v) => ({ advertiserId, ...v })))
  const verifiedAt = new Date(`${verified[0].checkedOn}T12:00:00Z`)
  const member = (person: { name: string; email: string; phoneNumber: string }, agencyRole: 'manager' | 'agent') => ({
    ...person,
    roleId: ROLE_IDS.admin,
    passwordHash,
    advertiserId,
    agencyRole,
    emailVerifiedAt: verifiedAt,
  })
  await db.insert(users).values(member(manager, 'manager'))
  const rows = await db
    .insert(users)
    .values(agents.map((a) => member(a, 'agent')))
    .returning({ id: users.id })
  return rows.map((r) => r.id)
}

export async function seedDemoData(db: Database, storage: FileStorage, log: (line: string) => void = () => {}): Promise<number> {
  const passwordHash = await hashPassword(DEMO_ADMIN_PASSWORD)
  const admins = await db
    .insert(users)
    .values(DEMO_ADMINS.map((a) => ({ ...a, roleId: ROLE_IDS.admin, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email })
  if (admins.length < DEMO_ADMINS.length) return 0
  for (const admin of admins) await giveIndependentAdvertiser(db, admin.id)
  const agentIds = await seedDemoAgency(db, passwordHash)

  const [typeRows, cityRows, listings] = await Promise.all([db.select().from(propertyTypes), db.select().from(cities), readDemoListings()])
  const typeId = new Map(typeRows.map((t) => [t.name, t.id]))
  const cityName = new Map(cityRows.map((c) => [c.id, c.name]))
  const cityCentre = new Map(cityRows.map((c) => [c.id, c.latitude !== null && c.longitude !== null ? { latitude: c.latitude, longitude: c.longitude } : null]))
  const ownerId = new Map(admins.map((a) => [a.email, a.id]))
  const pool = new PhotoPool()
  const plans = new DemoFloorPlans()
  const now = Date.now()

  let done = 0
  let agencyListings = 0
  const ids: number[] = []
  for (const [index, listing] of listings.entries()) {
    const city = cityName.get(listing.cityId)
    const propertyTypeId = typeId.get(listing.type)
    const owner = listing.owner === CARLOS_EMAIL && listing.countryId === DEMO_AGENCY.countryId ? agentIds[agencyListings++ % agentIds.length] : ownerId.get(listing.owner)
    if (!city || !propertyTypeId || !owner) throw new Error(`demo listing ${listing.title}: unknown city, type or owner`)
    const photos = await Promise.all(listing.photos.map((name) => pool.photo(name)))
    const [mainImage, ...images] = await writeProcessed(storage, photos)
    const floorPlans = await writeProcessed(storage, await plans.plansFor(listing.type, listing.bedrooms ?? null))
    const createdAt = new Date(now - listing.daysAgo * DAY - index * 60_000)
    const centre = cityCentre.get(listing.cityId)
    const [row] = await db
      .insert(properties)
      .values({
        slug: `demo-${index}`,
        ownerId: owner,
        title: listing.title,
        description: listing.description,
        price: listing.earlierPrices?.[0]?.price ?? listing.price,
        currency: listing.currency,
        priceType: listing.priceType,
        address: listing.address,
        neighborhood: listing.neighborhood,
        countryId: listing.countryId,
        cityId: listing.cityId,
        propertyTypeId,
        area: listing.area,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        garage: listing.garage,
        isOpportunity: listing.isOpportunity,
        opportunityPrice: listing.opportunityPrice,
        legalCosts: listing.legalCosts,
        isFeatured: listing.isFeatured,
        statusId: listing.statusId ?? 'status_available',
        ...(centre ? demoPoint(centre, index) : {}),
        views: listing.views,
        mainImage,
        floorPlans,
        searchText: searchTextSql([listing.title, listing.description, listing.neighborhood, city]),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: properties.id })
    ids.push(row.id)
    await completeNewListing(db, row.id, listing.title, images)
    await replayPriceChanges(db, row.id, listing, now)
    if (index % 7 === 0) {
      const inquiry = INQUIRIES[(index / 7) % INQUIRIES.length]
      await db.insert(inquiries).values({ ...inquiry, propertyId: row.id, isRead: index % 14 === 0, createdAt: new Date(now - (index % 5) * DAY) })
    }
    done += 1
    if (done % 16 === 0) log(`demo data: ${done}/${listings.length} listings`)
  }
  // Costs, facts and amenities people filter on, plausible for each listing's country and type.
  if (ids.length > 0) await fillPlausibleFacts(db, `p.id IN (${ids.map(Number).join(', ')})`)
  return done
}
