import type { Context } from 'hono'
import { IdOrSlugParamSchema } from '../../shared/schemas/params.ts'
import type { AppEnv } from '../context.ts'
import { paramOf } from '../http.ts'

/** A listing named in the path by its id or its slug; anything else is the listing's 404. */
export const listingParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdOrSlugParamSchema, 'errors.propertyNotFound')
/** The path parameter as the API's description shows it. */
export const listingPathParams = { id: IdOrSlugParamSchema }
