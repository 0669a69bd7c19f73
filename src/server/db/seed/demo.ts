import { eq } from 'drizzle-orm'
import { hashPassword } from '../../auth/password.ts'
import { listingSlug } from '../../../shared/slug.ts'
import { searchTextSql } from '../../services/searchText.ts'
import { processImage, writeProcessed, type ProcessedImage, type UploadedFile } from '../../storage/images.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { Database } from '../client.ts'
import { cities, inquiries, properties, propertyImages, propertyTypes, users } from '../schema.ts'
import { renderDemoPhoto, type DemoScene } from './demoImages.ts'
import { demoListings } from './demoListings.ts'
import { ROLE_IDS } from './reference.ts'

export const DEMO_ADMINS = [
  { name: 'María Fernanda Vega', email: 'maria@inmobiliaria.test', phoneNumber: '+593 99 123 4567' },
  { name: 'Carlos Andrade', email: 'carlos@inmobiliaria.test', phoneNumber: '+57 310 555 0199' },
]
export const DEMO_ADMIN_PASSWORD = 'Admin12345!'

const VARIANTS_PER_SCENE = 8
const DAY = 24 * 60 * 60 * 1000

const asUpload = (data: Buffer, name: string): UploadedFile => ({
  name,
  size: data.length,
  bytes: async () => data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
})

/**
 * Renders and processes each scene variant once, through the same pipeline as uploads; every
 * listing still gets its own stored files, so deleting one listing never breaks another.
 */
class PhotoPool {
  private processed = new Map<string, Promise<ProcessedImage>>()
  photo(scene: DemoScene, variant: number): Promise<ProcessedImage> {
    const key = `${scene}:${variant % VARIANTS_PER_SCENE}`
    const cached = this.processed.get(key)
    if (cached) return cached
    const photo = renderDemoPhoto(1000 + (variant % VARIANTS_PER_SCENE) * 37 + scene.length, scene).then((jpeg) => processImage(asUpload(jpeg, `${key}.jpg`)))
    this.processed.set(key, photo)
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

export async function seedDemoData(db: Database, storage: FileStorage, log: (line: string) => void = () => {}): Promise<number> {
  const passwordHash = await hashPassword(DEMO_ADMIN_PASSWORD)
  const admins = await db
    .insert(users)
    .values(DEMO_ADMINS.map((a) => ({ ...a, roleId: ROLE_IDS.admin, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (admins.length < DEMO_ADMINS.length) return 0

  const [typeRows, cityRows] = await Promise.all([db.select().from(propertyTypes), db.select().from(cities)])
  const typeId = new Map(typeRows.map((t) => [t.name, t.id]))
  const cityOf = new Map(cityRows.map((c) => [`${c.countryId}:${c.name}`, c.id]))
  const pool = new PhotoPool()
  const listings = demoListings()
  const now = Date.now()

  let done = 0
  for (const [index, listing] of listings.entries()) {
    const cityId = cityOf.get(`${listing.countryId}:${listing.cityName}`)
    const propertyTypeId = typeId.get(listing.typeName)
    if (!cityId || !propertyTypeId) throw new Error(`demo listing ${listing.title}: unknown city or type`)
    const photos = await Promise.all(listing.photoScenes.map((scene, i) => pool.photo(scene, index + i * 3)))
    const [mainImage, ...images] = await writeProcessed(storage, photos)
    const createdAt = new Date(now - listing.daysAgo * DAY - index * 60_000)
    const [row] = await db
      .insert(properties)
      .values({
        slug: `demo-${index}`,
        ownerId: admins[listing.ownerIndex].id,
        title: listing.title,
        description: listing.description,
        price: listing.price,
        currency: listing.currency,
        priceType: listing.priceType,
        address: listing.address,
        neighborhood: listing.neighborhood,
        countryId: listing.countryId,
        cityId,
        propertyTypeId,
        area: listing.area,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        garage: listing.garage,
        isOpportunity: listing.isOpportunity,
        opportunityPrice: listing.opportunityPrice,
        legalCosts: listing.legalCosts,
        isFeatured: listing.isFeatured,
        views: listing.views,
        mainImage,
        searchText: searchTextSql([listing.title, listing.description, listing.neighborhood, listing.cityName]),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: properties.id })
    await db.update(properties).set({ slug: listingSlug(listing.title, row.id) }).where(eq(properties.id, row.id))
    await db.insert(propertyImages).values(images.map((path, position) => ({ propertyId: row.id, path, position })))
    if (index % 7 === 0) {
      const inquiry = INQUIRIES[(index / 7) % INQUIRIES.length]
      await db.insert(inquiries).values({ ...inquiry, propertyId: row.id, isRead: index % 14 === 0, createdAt: new Date(now - (index % 5) * DAY) })
    }
    done += 1
    if (done % 16 === 0) log(`demo data: ${done}/${listings.length} listings`)
  }
  return done
}
