import { fieldsObject, numberField } from './fields.ts'

/** PUT /api/currencies/{code}: units of the currency per US dollar, above zero. */
export const CurrencyRateSchema = fieldsObject({
  usdRate: numberField('validation.currency.usdRate', { min: 0, exclusiveMin: true, max: 1e9 }),
})
