import type { Property } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'

export interface Featuring {
  /** Listings whose change is on its way (their switch waits). */
  busy: ReadonlySet<number>
  onChange: (property: Property) => void
}

/** The superadmin's "Destacada" switch of one listing. */
export function FeaturedSwitch({ property, featuring }: { property: Property; featuring: Featuring }) {
  const { t } = useT()
  const on = property.isFeatured === 1
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t('properties.featuredNamed', { title: property.title })}
      disabled={featuring.busy.has(property.id)}
      onClick={() => featuring.onChange(property)}
      className="group inline-flex items-center gap-2 text-sm disabled:opacity-60"
    >
      <span aria-hidden="true" className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-brand-600 dark:bg-orange-500' : 'bg-slate-300 dark:bg-slate-600'}`}>
        <span className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`} />
      </span>
      <span className="lg:sr-only">{t('properties.featured')}</span>
    </button>
  )
}
