import { LISTING_STATUS_OF, PRICE_TYPES, STATUS_IDS } from '../../../../shared/constants.ts'
import type { PriceType, StatusId } from '../../../../shared/domain.ts'
import { statusesFor, statusOperationError } from '../../../../shared/listingStatus.ts'
import type { PropertyFormValues } from './propertyForm.ts'

// The status selector of the property form: which statuses it offers for the chosen operation, and
// what happens to a chosen status that the new operation cannot have.

const isPriceType = (value: string): value is PriceType => (PRICE_TYPES as readonly string[]).includes(value)
export const isStatusId = (value: string): value is StatusId => (STATUS_IDS as readonly string[]).includes(value)

/**
 * The statuses offered for this operation (no operation chosen: all four). A stored listing whose
 * status does not fit keeps it in the list, so the form shows the truth and its check names the problem.
 */
export function statusChoices(priceType: string, current: string): StatusId[] {
  const choices = statusesFor(isPriceType(priceType) ? priceType : undefined)
  return isStatusId(current) && !choices.includes(current) ? [...choices, current] : choices
}

/** The dictionary key of a status's name (the public `listingStatus.*`, shared with the site's badges). */
export const statusLabelKey = (id: StatusId) => `listingStatus.${LISTING_STATUS_OF[id]}` as const

export interface FormChange {
  values: PropertyFormValues
  /** The status the change took away, when the new operation could not keep it. */
  resetStatus?: StatusId
}

/**
 * Applies a change to the form. A new operation that the chosen status does not allow (rent while
 * "sold") puts the status back to available, as a person switching the operation expects; the
 * caller tells them so. Only a change of operation does this: choosing a status never changes the
 * operation behind the user's back.
 */
export function applyFormChange(current: PropertyFormValues, change: Partial<PropertyFormValues>): FormChange {
  const values = { ...current, ...change }
  if (change.priceType === undefined || change.statusId !== undefined) return { values }
  if (!isStatusId(values.statusId) || !isPriceType(values.priceType)) return { values }
  if (!statusOperationError({ statusId: values.statusId, priceType: values.priceType })) return { values }
  return { values: { ...values, statusId: 'status_available' }, resetStatus: values.statusId }
}
