import * as v from 'valibot'
import { fieldsObject, numberField } from './fields.ts'

/** An advertiser's public address (`/anunciantes/{slug}`): the slug `createAdvertiser` gives. */
export const AdvertiserSlugParamSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,140}$/))

/** `GET /api/advertisers/{slug}?page`: which page of its listings. */
export const AdvertiserPageQuerySchema = fieldsObject({
  page: v.optional(numberField('validation.query.page', { min: 1, max: 100_000, integer: true }), 1),
})
