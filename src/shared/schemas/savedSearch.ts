import * as v from 'valibot'
import { ALERT_FREQUENCIES, FAVOURITES_MAX, LANGUAGES } from '../constants.ts'
import { fieldsObject } from './fields.ts'

/** POST /api/saved-searches: the search page's filters, an address and how often to hear. */
export const SavedSearchSchema = fieldsObject({
  email: v.pipe(v.string('validation.contact.email'), v.trim(), v.email('validation.contact.email'), v.maxLength(254, 'validation.contact.email')),
  /** The search's query string as the search page builds it for `GET /api/properties`. */
  query: v.pipe(v.string('validation.savedSearch.query'), v.maxLength(1000, 'validation.savedSearch.query')),
  frequency: v.picklist(ALERT_FREQUENCIES, 'validation.savedSearch.frequency'),
  lang: v.optional(v.picklist(LANGUAGES, 'validation.savedSearch.lang'), 'es'),
})

export type SavedSearchInput = v.InferInput<typeof SavedSearchSchema>
export type SavedSearchData = v.InferOutput<typeof SavedSearchSchema>

/** POST /api/saved-searches/follow: news of these listings (favourites) by email: price cuts, status changes. */
export const FollowListingsSchema = fieldsObject({
  email: v.pipe(v.string('validation.contact.email'), v.trim(), v.email('validation.contact.email'), v.maxLength(254, 'validation.contact.email')),
  propertyIds: v.pipe(
    v.array(v.pipe(v.number('validation.follow.propertyIds'), v.integer('validation.follow.propertyIds'), v.minValue(1, 'validation.follow.propertyIds'), v.maxValue(2_147_483_647, 'validation.follow.propertyIds')), 'validation.follow.propertyIds'),
    v.minLength(1, 'validation.follow.propertyIds'),
    v.maxLength(FAVOURITES_MAX, 'validation.follow.propertyIds'),
  ),
  lang: v.optional(v.picklist(LANGUAGES, 'validation.savedSearch.lang'), 'es'),
})

export type FollowListingsInput = v.InferInput<typeof FollowListingsSchema>
export type FollowListingsData = v.InferOutput<typeof FollowListingsSchema>
