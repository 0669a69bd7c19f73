import { useT } from '../model/i18n.ts'
import { Badge } from './Badge.tsx'

// Listings are "Activa" in Spanish, users and types "Activo": each names its own words.
const WORDS = { listing: 'status', user: 'users', type: 'types' } as const

/** Active or not: 1 active, 0 inactive, anything else 'Sin definir' (docs/specs/admin-area.md §3). */
export function StatusBadge({ isActive, of = 'listing' }: { isActive: number | boolean | null | undefined; of?: keyof typeof WORDS }) {
  const { t } = useT()
  if (isActive === true || isActive === 1) return <Badge tone="green">{t(`${WORDS[of]}.active`)}</Badge>
  if (isActive === false || isActive === 0) return <Badge tone="slate">{t(`${WORDS[of]}.inactive`)}</Badge>
  return <Badge tone="amber">{t('status.unknown')}</Badge>
}
