import { describe, expect, it } from 'vitest'
import { applyFormChange, statusChoices, statusLabelKey } from '../../src/features/admin/properties/model/listingStatus.ts'
import { checkPropertyForm, EMPTY_PROPERTY_FORM, propertyFormData } from '../../src/features/admin/properties/model/propertyForm.ts'
import { validPropertyForm as valid, withImages } from '../fixtures/propertyFormValues.ts'

describe('availability choices of the property form', () => {
  it('offers sold only for sale, rented only for rent, and all four before an operation is chosen', () => {
    expect(statusChoices('sale', 'status_available')).toEqual(['status_available', 'status_pending', 'status_sold'])
    expect(statusChoices('rent', 'status_available')).toEqual(['status_available', 'status_pending', 'status_rented'])
    expect(statusChoices('', 'status_available')).toEqual(['status_available', 'status_pending', 'status_sold', 'status_rented'])
  })
  it('keeps a stored status that does not fit in the list, so the form shows what is stored', () => {
    expect(statusChoices('rent', 'status_sold')).toEqual(['status_available', 'status_pending', 'status_rented', 'status_sold'])
    expect(statusChoices('rent', 'status_bogus')).toEqual(['status_available', 'status_pending', 'status_rented'])
  })
  it('names each status with the site badge words', () => {
    expect(statusLabelKey('status_pending')).toBe('listingStatus.reserved')
    expect(statusLabelKey('status_rented')).toBe('listingStatus.rented')
  })
  it('starts a new listing as available', () => {
    expect(EMPTY_PROPERTY_FORM.statusId).toBe('status_available')
  })
})

describe('switching the operation', () => {
  it('puts a sold listing switched to rent back to available and says which status it took away', () => {
    const sold = { ...valid, priceType: 'sale', statusId: 'status_sold' }
    expect(applyFormChange(sold, { priceType: 'rent' })).toEqual({ values: { ...sold, priceType: 'rent', statusId: 'status_available' }, resetStatus: 'status_sold' })
    const rented = { ...valid, priceType: 'rent', statusId: 'status_rented' }
    expect(applyFormChange(rented, { priceType: 'sale' }).values.statusId).toBe('status_available')
  })
  it('keeps a status both operations allow', () => {
    const reserved = { ...valid, priceType: 'sale', statusId: 'status_pending' }
    expect(applyFormChange(reserved, { priceType: 'rent' })).toEqual({ values: { ...reserved, priceType: 'rent' } })
  })
  it('keeps the status when the operation is cleared, and never changes the operation when a status is chosen', () => {
    const sold = { ...valid, priceType: 'sale', statusId: 'status_sold' }
    expect(applyFormChange(sold, { priceType: '' }).resetStatus).toBeUndefined()
    const rent = { ...valid, priceType: 'rent' }
    expect(applyFormChange(rent, { statusId: 'status_sold' }).values).toEqual({ ...rent, statusId: 'status_sold' })
  })
  it('changes nothing else for other fields', () => {
    const sold = { ...valid, priceType: 'sale', statusId: 'status_sold' }
    expect(applyFormChange(sold, { title: 'Otra casa' })).toEqual({ values: { ...sold, title: 'Otra casa' } })
  })
})

describe('the form check and body with a status', () => {
  it('refuses sold on a rent listing and rented on a sale listing with the server rule message', () => {
    expect(checkPropertyForm({ ...valid, priceType: 'rent', statusId: 'status_sold' }, withImages)).toEqual(['validation.property.statusOperation'])
    expect(checkPropertyForm({ ...valid, priceType: 'sale', statusId: 'status_rented' }, withImages)).toEqual(['validation.property.statusOperation'])
    expect(checkPropertyForm({ ...valid, priceType: 'sale', statusId: 'status_sold' }, withImages)).toEqual([])
  })
  it('refuses an unknown status', () => {
    expect(checkPropertyForm({ ...valid, statusId: 'status_lost' }, withImages)).toEqual(['validation.property.status'])
  })
  it('sends the chosen status', () => {
    expect(propertyFormData({ ...valid, priceType: 'rent', statusId: 'status_rented' }, { images: [] }).get('statusId')).toBe('status_rented')
  })
})
