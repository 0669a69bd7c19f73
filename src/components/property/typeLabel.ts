import type { Translate } from '../../lib/messages.ts'

const KNOWN = new Set(['Casa', 'Apartamento', 'Terreno', 'Oficina', 'Comercial'])
const ENGLISH: Record<string, string> = { House: 'Casa', Apartment: 'Apartamento', Land: 'Terreno', Office: 'Oficina', Commercial: 'Comercial' }

/** The spec's type names (Spanish or English) shown translated; unknown names as they are. */
export function typeLabel(name: string, t: Translate): string {
  const spanish = ENGLISH[name] ?? name
  return KNOWN.has(spanish) ? t(`types.${spanish}`) : name
}
