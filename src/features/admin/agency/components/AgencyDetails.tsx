import type { IdName } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { Agency } from '../api.ts'

/** The agency's details as an agent reads them. */
export function AgencyDetails({ agency, countries }: { agency: Agency; countries: IdName[] }) {
  const { t } = useT()
  const rows: [string, string | null][] = [
    [t('agency.fields.name'), agency.name],
    [t('agency.fields.phone'), agency.phone],
    [t('agency.fields.whatsapp'), agency.whatsapp],
    [t('agency.fields.email'), agency.email],
    [t('agency.fields.address'), agency.address],
    [t('agency.fields.country'), countries.find((c) => c.id === agency.countryId)?.name ?? agency.countryId],
    [t('agency.fields.licence'), agency.licence],
  ]
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {agency.logo && <img src={agency.logo} alt={t('agency.logo.alt', { name: agency.name })} className="h-16 w-auto self-start rounded-lg border border-slate-200 p-1 dark:border-slate-700" />}
      <dl className="grid flex-1 gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-sm break-words">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
