import type { CountryId } from './domain.ts'

/**
 * Calling codes of the four markets, and how many digits a number has there after the code
 * (landlines and mobiles), so that a number typed without its code can be completed.
 */
const COUNTRY_NUMBERS: Record<CountryId, { code: string; lengths: number[] }> = {
  country_ec: { code: '593', lengths: [8, 9] },
  country_co: { code: '57', lengths: [10] },
  country_pe: { code: '51', lengths: [8, 9] },
  country_br: { code: '55', lengths: [10, 11] },
}

/**
 * The digits wa.me needs (international, no plus) for a phone number as a visitor typed it, using
 * the country of the listing they wrote about when the number has no calling code: WhatsApp reads
 * "099 123 4567" as an international number and would open someone else's chat.
 */
export function whatsappNumber(phone: string, countryId: string | null): string {
  const typed = phone.trim()
  const digits = typed.replace(/\D/g, '')
  if (typed.startsWith('+')) return digits
  if (digits.startsWith('00')) return digits.slice(2)
  const country = countryId && Object.hasOwn(COUNTRY_NUMBERS, countryId) ? COUNTRY_NUMBERS[countryId as CountryId] : undefined
  if (!country) return digits
  if (digits.startsWith(country.code) && country.lengths.includes(digits.length - country.code.length)) return digits
  // A national number may start with the trunk prefix 0, which the international form drops.
  return country.code + digits.replace(/^0/, '')
}

/**
 * A wa.me link; the message is prefilled in the visitor's WhatsApp, nothing is fetched. `countryId`
 * (a listing's country) completes a number written without its calling code.
 */
export function whatsappLink(phone: string, message: string, countryId: string | null = null): string {
  return `https://wa.me/${whatsappNumber(phone, countryId)}?text=${encodeURIComponent(message)}`
}
