import { Hono } from 'hono'
import { AdvertiserPageQuerySchema, AdvertiserSlugParamSchema } from '../../shared/schemas/advertiserPage.ts'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'
import { paramOf } from '../http.ts'
import { json, routeDocs } from '../openapi/describe.ts'
import { advertiserPage } from '../services/advertiserPage.ts'
import { parseInput } from '../validation.ts'

const PUBLIC_CACHE = 'public, max-age=15, s-maxage=15, stale-while-revalidate=60'

const doc = routeDocs('Advertisers')

/** GET /api/advertisers/{slug}: an approved advertiser's public page, with a page of its open listings. */
export const advertiserRoutes = new Hono<AppEnv>().get(
  '/:slug',
  doc({
    summary: "An advertiser's public page",
    description: 'Approved advertisers only; an unknown, pending or rejected one is a 404.',
    params: { slug: AdvertiserSlugParamSchema },
    query: AdvertiserPageQuerySchema,
    responses: { 200: json('`{ advertiser, listings: { data, pagination } }`') },
  }),
  async (c) => {
    const slug = paramOf(c, 'slug', AdvertiserSlugParamSchema)
    const { page } = parseInput(AdvertiserPageQuerySchema, c.req.query())
    const found = await advertiserPage(c.get('services').db, slug, page)
    if (!found) throw new AppError('NOT_FOUND', 'errors.notFound')
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(found)
  },
)
