import type { Translate } from './translator.ts'

const KNOWN = ['Casa', 'Apartamento', 'Terreno', 'Oficina', 'Comercial'] as const
type KnownType = (typeof KNOWN)[number]
const isKnown = (name: string): name is KnownType => (KNOWN as readonly string[]).includes(name)
const ENGLISH: Record<string, string> = { House: 'Casa', Apartment: 'Apartamento', Land: 'Terreno', Office: 'Oficina', Commercial: 'Comercial' }

/** The spec's type names (Spanish or English) shown translated; unknown names as they are. */
export function typeLabel(name: string, t: Translate): string {
  const spanish = ENGLISH[name] ?? name
  return isKnown(spanish) ? t(`types.${spanish}`) : name
}
