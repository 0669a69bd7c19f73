import type { Property } from '../../../../shared/types.ts'
import { formatFullPrice } from '../../../../shared/format.ts'
import { srcsetFor } from '../../../../shared/images.ts'
import { useT } from '../../shared/model/i18n.ts'
import { DataTable, type Column } from '../../shared/ui/DataTable.tsx'
import { RowAction, RowActions } from '../../shared/ui/RowActions.tsx'
import { Badge } from '../../shared/ui/Badge.tsx'
import { StatusBadge } from '../../shared/ui/StatusBadge.tsx'
import { ListingStatusBadge } from '../../shared/ui/ListingStatusBadge.tsx'
import { FeaturedSwitch, type Featuring } from './FeaturedSwitch.tsx'

interface Props {
  items: Property[]
  onToggle: (property: Property) => void
  onDelete: (property: Property) => void
  /** The superadmin's "Destacada" switch; absent for an admin, who cannot feature listings. */
  featuring?: Featuring
  /** Leads of the last 30 days by listing id, once loaded. */
  leads?: ReadonlyMap<number, number>
  /** An agency's manager: each listing's agent, and a way to hand it to another. */
  onReassign?: (property: Property) => void
}

function Thumb({ property }: { property: Property }) {
  const { t } = useT()
  if (!property.mainImage) {
    return (
      <span className="flex h-14 w-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t('properties.noImage')}
      </span>
    )
  }
  return <img src={property.mainImage} srcSet={srcsetFor(property.mainImage)} sizes="80px" alt="" loading="lazy" width={80} height={56} className="h-14 w-20 shrink-0 rounded-lg object-cover" />
}

function Actions({ property, onToggle, onDelete, onReassign }: { property: Property } & Pick<Props, 'onToggle' | 'onDelete' | 'onReassign'>) {
  const { t } = useT()
  const active = property.isActive === 1
  return (
    <RowActions>
      <RowAction icon="edit" label={t('properties.edit')} name={t('properties.editNamed', { title: property.title })} href={`/admin/propiedades/editar/${property.id}`} />
      <RowAction
        icon={active ? 'eyeOff' : 'eye'}
        label={active ? t('properties.deactivate') : t('properties.activate')}
        name={t(active ? 'properties.deactivateNamed' : 'properties.activateNamed', { title: property.title })}
        onClick={() => onToggle(property)}
      />
      {onReassign && <RowAction icon="users" label={t('agency.reassign.action')} name={t('agency.reassign.actionNamed', { title: property.title })} onClick={() => onReassign(property)} />}
      <RowAction icon="trash" label={t('properties.delete')} name={t('properties.deleteNamed', { title: property.title })} onClick={() => onDelete(property)} danger />
    </RowActions>
  )
}

function Badges({ property, className = '' }: { property: Property; className?: string }) {
  const { t } = useT()
  return (
    <div className={`flex flex-wrap gap-1.5 ${className}`}>
      <StatusBadge isActive={property.isActive} />
      {property.pendingReview === 1 && (
        <Badge tone="amber" data-testid="pending-review" title={t('advertisers.listing.pendingReviewHint')}>
          {t('advertisers.listing.pendingReview')}
        </Badge>
      )}
      <ListingStatusBadge status={property.status} />
    </div>
  )
}

/** The management list: a table on desktop, cards on phones. */
export function PropertyRows({ items, onToggle, onDelete, featuring, leads, onReassign }: Props) {
  const { t, lang } = useT()
  const price = (p: Property) => formatFullPrice(p.price, p.currency, lang)
  const columns: (Column<Property> | false)[] = [
    { key: 'image', header: t('properties.col.image'), cell: (p) => <Thumb property={p} />, card: 'lead' },
    {
      key: 'title',
      header: t('properties.col.title'),
      cell: (p) => (
        <>
          <p className="font-medium text-slate-900 dark:text-white">{p.title}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{[p.cityName, p.countryName].filter(Boolean).join(', ')}</p>
        </>
      ),
      card: 'title',
      cardCell: (p) => p.title,
    },
    {
      key: 'price',
      header: t('properties.col.price'),
      cell: price,
      className: 'whitespace-nowrap tabular-nums',
      card: 'detail',
      cardCell: (p) => <p className="text-sm tabular-nums text-slate-700 dark:text-slate-300">{price(p)}</p>,
    },
    onReassign !== undefined && {
      key: 'agent',
      header: t('agency.reassign.column'),
      cell: (p) => p.authorName,
      cellProps: { 'data-agent': true },
      card: 'detail',
      cardCell: (p) => (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-agent>
          {t('agency.reassign.column')}: {p.authorName}
        </p>
      ),
    },
    { key: 'status', header: t('properties.col.status'), cell: (p) => <Badges property={p} />, card: 'detail', cardCell: (p) => <Badges property={p} className="mt-1" /> },
    {
      key: 'leads',
      header: t('dashboard.leads.column'),
      cell: (p) => (leads ? (leads.get(p.id) ?? 0) : '–'),
      align: 'right',
      className: 'tabular-nums',
      cellProps: { 'data-leads': true },
      card: 'detail',
      cardCell: (p) =>
        leads && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-leads>
            {t('dashboard.leads.column')}: {leads.get(p.id) ?? 0}
          </p>
        ),
    },
    featuring !== undefined && { key: 'featured', header: t('properties.featured'), cell: (p) => <FeaturedSwitch property={p} featuring={featuring} />, card: 'footer' },
    { key: 'actions', header: t('properties.col.actions'), cell: (p) => <Actions property={p} onToggle={onToggle} onDelete={onDelete} onReassign={onReassign} />, card: 'footer' },
  ]
  return <DataTable name="property" items={items} columns={columns} from="lg" />
}
