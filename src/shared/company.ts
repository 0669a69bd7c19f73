import { whatsappNumber } from './whatsappNumber.ts'

// The company's own contact details (docs/specs/public-site.md §2 Contact leaves the literal values open).
export const COMPANY = {
  phones: ['+593 2 394 5600', '+593 99 812 3456'],
  emails: ['info@inmobiliaria.ec', 'ventas@inmobiliaria.ec'],
  /** The number the 'call now' and WhatsApp links use, digits only for wa.me. */
  mainPhone: '+593998123456',
} as const

/** About page counters (docs/specs/public-site.md §2 About). */
export const ACHIEVEMENTS = { sold: 500, clients: 1200, years: 5 } as const

/**
 * A wa.me link; the message is prefilled in the visitor's WhatsApp, nothing is fetched. `countryId`
 * (a listing's country) completes a number written without its calling code.
 */
export function whatsappLink(phone: string, message: string, countryId: string | null = null): string {
  return `https://wa.me/${whatsappNumber(phone, countryId)}?text=${encodeURIComponent(message)}`
}
