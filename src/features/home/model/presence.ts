import type { CountryId } from '../../../shared/domain.ts'

/** The home page's presence cards: each country's dictionary key (`home.presence.<key>`) and flag stripes. */
export const PRESENCE: Record<CountryId, { key: 'ecuador' | 'colombia' | 'peru' | 'brazil'; flag: string[] }> = {
  country_ec: { key: 'ecuador', flag: ['#ffdd00', '#034ea2', '#ed1c24'] },
  country_co: { key: 'colombia', flag: ['#fcd116', '#003893', '#ce1126'] },
  country_pe: { key: 'peru', flag: ['#d91023', '#ffffff', '#d91023'] },
  country_br: { key: 'brazil', flag: ['#009c3b', '#ffdf00', '#002776'] },
}
