import * as v from 'valibot'
import { ALERT_FREQUENCIES, DEFAULT_LANGUAGE, FAVOURITES_MAX, LANGUAGES } from '../constants.ts'
import { fieldsObject } from './fields.ts'

const emailField = v.pipe(v.string('validation.contact.email'), v.trim(), v.email('validation.contact.email'), v.maxLength(254, 'validation.contact.email'))
/** The search's query string as the search page builds it for `GET /api/properties`. */
const queryField = v.pipe(v.string('validation.savedSearch.query'), v.maxLength(1000, 'validation.savedSearch.query'))
const frequencyField = v.picklist(ALERT_FREQUENCIES, 'validation.savedSearch.frequency')
const langField = v.optional(v.picklist(LANGUAGES, 'validation.savedSearch.lang'), DEFAULT_LANGUAGE)

/** POST /api/saved-searches: the search page's filters, an address and how often to hear. */
export const SavedSearchSchema = fieldsObject({ email: emailField, query: queryField, frequency: frequencyField, lang: langField })

export type SavedSearchData = v.InferOutput<typeof SavedSearchSchema>

/** POST /api/saved-searches/follow: news of these listings (favourites) by email: price cuts, status changes. */
export const FollowListingsSchema = fieldsObject({
  email: emailField,
  propertyIds: v.pipe(
    v.array(
      v.pipe(
        v.number('validation.follow.propertyIds'),
        v.integer('validation.follow.propertyIds'),
        v.minValue(1, 'validation.follow.propertyIds'),
        v.maxValue(2_147_483_647, 'validation.follow.propertyIds'),
      ),
      'validation.follow.propertyIds',
    ),
    v.minLength(1, 'validation.follow.propertyIds'),
    v.maxLength(FAVOURITES_MAX, 'validation.follow.propertyIds'),
  ),
  lang: langField,
})

export type FollowListingsData = v.InferOutput<typeof FollowListingsSchema>

/** PATCH /api/saved-searches/{id}?token=: a saved search's new filters, frequency, or both. */
export const SavedSearchChangeSchema = fieldsObject({ query: v.optional(queryField), frequency: v.optional(frequencyField) })

export type SavedSearchChange = v.InferOutput<typeof SavedSearchChangeSchema>

/** POST /api/saved-searches/link: "send me my link", the manage page's address by mail, in this language. */
export const ManageLinkRequestSchema = fieldsObject({ email: emailField, lang: langField })

export type ManageLinkRequest = v.InferOutput<typeof ManageLinkRequestSchema>
