import { MAX_FLOOR_PLANS } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { FloorPlan } from '../model/floorPlans.ts'
import { FLOOR_PLAN_LIST } from './imageLists.ts'
import { OrderedImages } from './OrderedImages.tsx'

interface Props {
  plans: FloorPlan[]
  onChange: (plans: FloorPlan[]) => void
  disabled: boolean
  /** The server's refusals of the plans' files and of their order. */
  errors: { floorPlans?: string; floorPlanOrder?: string }
}

/** Floor plans (issue 28): optional, up to MAX_FLOOR_PLANS, ordered like the photos but with no cover, each shown whole. */
export function FloorPlansSection({ plans, onChange, disabled, errors }: Props) {
  const { t } = useT()
  const problems = [...new Set([errors.floorPlans, errors.floorPlanOrder].filter(Boolean))]
  const full = plans.length >= MAX_FLOOR_PLANS
  const described = ['floor-plan-hint', 'floor-plan-count', ...problems.map((_, i) => `floor-plan-error-${i}`)].join(' ')
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" aria-describedby={described}>
      <legend className="px-1 text-lg font-semibold">{t('form.sections.floorPlans')}</legend>
      <p id="floor-plan-hint" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('form.floorPlans.orderHint', { max: MAX_FLOOR_PLANS })}
      </p>
      <p id="floor-plan-count" className={`mt-1 text-sm ${full ? 'font-semibold text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`} data-testid="floor-plan-count">
        {t(full ? 'form.floorPlans.full' : 'form.floorPlans.count', { count: plans.length, max: MAX_FLOOR_PLANS })}
      </p>
      {problems.map((problem, i) => (
        <p key={problem} id={`floor-plan-error-${i}`} className="field-error">
          {problem}
        </p>
      ))}
      <OrderedImages list={FLOOR_PLAN_LIST} images={plans} onChange={onChange} disabled={disabled} />
    </fieldset>
  )
}
