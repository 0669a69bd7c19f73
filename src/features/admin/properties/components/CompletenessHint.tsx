import { useId } from 'react'
import { useT } from '../../shared/model/i18n.ts'
import { costLabelKey, missingFacts, type HintedFact } from '../model/listingCompleteness.ts'
import type { PropertyFormValues } from '../model/propertyForm.ts'

interface Props {
  /** The chosen type's name (the rules go by it); none before a type is chosen. */
  typeName: string | undefined
  values: PropertyFormValues
  className?: string
}

/** Which facts people filter on the listing still lacks for its type, operation and country; the save is not blocked. */
export function CompletenessHint({ typeName, values, className = '' }: Props) {
  const { t } = useT()
  const titleId = useId()
  const missing = missingFacts(typeName, values)
  if (missing.length === 0) return null
  const label = (fact: HintedFact) => (fact === 'hoaFee' || fact === 'propertyTax' ? t(costLabelKey(fact, values.countryId)) : t(`form.fields.${fact}`))
  return (
    <section
      aria-labelledby={titleId}
      data-facts-hint
      className={`rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800 dark:border-sky-900 dark:bg-sky-950 dark:text-slate-200 ${className}`}
    >
      <p id={titleId} className="font-semibold">
        {t('form.completeness.title')}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t('form.completeness.note')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {missing.map((fact) => (
          <li key={fact} data-missing-fact={fact}>
            {t('form.completeness.item', { label: label(fact), reason: t(`form.completeness.reasons.${fact}`) })}
          </li>
        ))}
      </ul>
    </section>
  )
}
