import * as v from 'valibot'
import { COUNTRY_IDS } from '../constants.ts'

// Path parameters. Anything that does not match is answered as not found (no such resource), not 400.

/** A row id: a positive integer of at most 9 digits. */
export const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))

/** A listing's id or its slug (`casa-en-cumbaya-12`). */
export const IdOrSlugParamSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/))

export const CountryIdParamSchema = v.picklist(COUNTRY_IDS)
