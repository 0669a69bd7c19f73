import * as v from 'valibot'
import { LANGUAGES } from '../constants.ts'
import { fieldsObject } from './fields.ts'

/** The longest text the search box's place suggestions look at: enough for a few words and a long name. */
const PLACE_SUGGEST_MAX = 100

/** GET /api/locations/suggest?q=&lang=: the box's text (empty: nothing to offer) and the language of country names. */
export const PlaceSuggestQuerySchema = fieldsObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PLACE_SUGGEST_MAX, 'validation.query.placeQ')), ''),
  lang: v.optional(v.picklist(LANGUAGES, 'validation.query.lang')),
})
