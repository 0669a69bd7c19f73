import type { CurrencyRate } from '../../../../shared/types.ts'
import { currencyRates } from '../api.ts'
import { withRate } from '../model/rates.ts'
import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { LoadingRows } from '../../shared/ui/LoadingRows.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { RateRow } from './RateRow.tsx'
import { RATE_GRID } from './rateGrid.ts'

const COLUMNS = ['currency', 'rate', 'updatedAt', 'actions'] as const

/** Monedas (/admin/monedas, superadmin): each currency's rate to the dollar, editable one by one. */
export function CurrencyRates() {
  const { t } = useT()
  const [list, reload, update] = useLoad(currencyRates, 'currencies')

  return (
    <section>
      <PageHeader title={t('currencies.title')} subtitle={t('currencies.subtitle')} />
      {list.status === 'loading' && <LoadingRows label={t('currencies.loading')} />}
      {list.status === 'error' && <LoadError message={t('currencies.loadError')} onRetry={reload} />}
      {list.status === 'ready' && (
        <div className="md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white md:dark:border-slate-800 md:dark:bg-slate-900">
          {/* Column names for the eye; each row's own labels say the same to a screen reader. */}
          <div aria-hidden="true" className={`hidden bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid dark:bg-slate-800/60 dark:text-slate-300 ${RATE_GRID}`}>
            {COLUMNS.map((column) => (
              <span key={column}>{t(`currencies.col.${column}`)}</span>
            ))}
          </div>
          <ul className="flex flex-col gap-3 md:gap-0 md:divide-y md:divide-slate-200 md:dark:divide-slate-800">
            {list.data.map((rate) => (
              <li key={rate.code} data-testid="currency-row">
                <RateRow rate={rate} onSaved={(saved: CurrencyRate) => update((rates) => withRate(rates, saved))} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
