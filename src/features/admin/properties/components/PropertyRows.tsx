import type { Property } from '../../../../shared/types.ts'
import { formatFullPrice } from '../../../../shared/format.ts'
import { srcsetFor } from '../../../../shared/images.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import { StatusBadge } from '../../shared/ui/StatusBadge.tsx'
import { ListingStatusBadge } from '../../shared/ui/ListingStatusBadge.tsx'

interface Featuring {
  /** Listings whose change is on its way (their switch waits). */
  busy: ReadonlySet<number>
  onChange: (property: Property) => void
}

interface Props {
  items: Property[]
  onToggle: (property: Property) => void
  onDelete: (property: Property) => void
  /** The superadmin's "Destacada" switch; absent for an admin, who cannot feature listings. */
  featuring?: Featuring
  /** Leads of the last 30 days by listing id, once loaded. */
  leads?: ReadonlyMap<number, number>
}

function FeaturedSwitch({ property, featuring }: { property: Property; featuring: Featuring }) {
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

function Thumb({ property }: { property: Property }) {
  const { t } = useT()
  if (!property.mainImage) {
    return <span className="flex h-14 w-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">{t('properties.noImage')}</span>
  }
  return (
    <img
      src={property.mainImage}
      srcSet={srcsetFor(property.mainImage)}
      sizes="80px"
      alt=""
      loading="lazy"
      width={80}
      height={56}
      className="h-14 w-20 shrink-0 rounded-lg object-cover"
    />
  )
}

function Actions({ property, onToggle, onDelete }: { property: Property } & Omit<Props, 'items' | 'featuring' | 'leads'>) {
  const { t } = useT()
  const active = property.isActive === 1
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`/admin/propiedades/editar/${property.id}`} className="btn-outline px-3 py-1.5" aria-label={t('properties.editNamed', { title: property.title })}>
        <Icon name="edit" className="h-4 w-4" />
        {t('properties.edit')}
      </a>
      <button type="button" className="btn-outline px-3 py-1.5" onClick={() => onToggle(property)} aria-label={t(active ? 'properties.deactivateNamed' : 'properties.activateNamed', { title: property.title })}>
        <Icon name={active ? 'eyeOff' : 'eye'} className="h-4 w-4" />
        {active ? t('properties.deactivate') : t('properties.activate')}
      </button>
      <button
        type="button"
        className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50 dark:text-red-300 dark:ring-red-800 dark:hover:bg-red-950"
        onClick={() => onDelete(property)}
        aria-label={t('properties.deleteNamed', { title: property.title })}
      >
        <Icon name="trash" className="h-4 w-4" />
        {t('properties.delete')}
      </button>
    </div>
  )
}

/** The management list: a table on desktop, cards on phones. */
export function PropertyRows({ items, onToggle, onDelete, featuring, leads }: Props) {
  const { t, lang } = useT()
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('properties.col.image')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('properties.col.title')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('properties.col.price')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('properties.col.status')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('dashboard.leads.column')}
              </th>
              {featuring && (
                <th scope="col" className="px-4 py-3">
                  {t('properties.featured')}
                </th>
              )}
              <th scope="col" className="px-4 py-3">
                {t('properties.col.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((p) => (
              <tr key={p.id} data-testid="property-row">
                <td className="px-4 py-3">
                  <Thumb property={p} />
                </td>
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900 dark:text-white">{p.title}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {[p.cityName, p.countryName].filter(Boolean).join(', ')}
                  </p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatFullPrice(p.price, p.currency, lang)}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    <StatusBadge isActive={p.isActive} />
                    <ListingStatusBadge status={p.status} />
                  </div>
                </td>
                <td className="px-4 py-3 text-right tabular-nums" data-leads>
                  {leads ? (leads.get(p.id) ?? 0) : '–'}
                </td>
                {featuring && (
                  <td className="px-4 py-3">
                    <FeaturedSwitch property={p} featuring={featuring} />
                  </td>
                )}
                <td className="px-4 py-3">
                  <Actions property={p} onToggle={onToggle} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 lg:hidden">
        {items.map((p) => (
          <li key={p.id} data-testid="property-card" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <div className="flex gap-3">
              <Thumb property={p} />
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{p.title}</p>
                <p className="text-sm tabular-nums text-slate-700 dark:text-slate-300">{formatFullPrice(p.price, p.currency, lang)}</p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <StatusBadge isActive={p.isActive} />
                  <ListingStatusBadge status={p.status} />
                </div>
                {leads && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-leads>
                    {t('dashboard.leads.column')}: {leads.get(p.id) ?? 0}
                  </p>
                )}
              </div>
            </div>
            {featuring && (
              <div className="mt-3">
                <FeaturedSwitch property={p} featuring={featuring} />
              </div>
            )}
            <div className="mt-3">
              <Actions property={p} onToggle={onToggle} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
