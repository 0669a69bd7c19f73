import { useId } from 'react'
import { FieldError } from '../../../../components/forms/FieldError.tsx'
import { FieldLabel } from '../../../../components/forms/FieldLabel.tsx'
import { formatLocalNumber } from '../../../../shared/localNumber.ts'
import type { CurrencyRate } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { checkRate, formatSetAt, isEditable, rateText } from '../model/rates.ts'
import { RATE_GRID } from './rateGrid.ts'
import { useRateForm } from './useRateForm.ts'

interface Props {
  rate: CurrencyRate
  onSaved: (rate: CurrencyRate) => void
}

/** One currency: a card on phones, a row of the four columns from md up; its own small form. */
export function RateRow({ rate, onSaved }: Props) {
  const { t, lang } = useT()
  const id = useId()
  const { text, setText, error, saving, confirming, setConfirming, submit, save } = useRateForm(rate, onSaved)
  const editable = isEditable(rate.code)
  const nameId = `${id}-name`
  const errorId = `${id}-error`
  const exampleId = `${id}-example`

  // What the typed rate means (the stored one while the text cannot be read), so a zero too many or too few shows before saving.
  // By code, not symbol: on this screen "$ 4.050" could be read as dollars.
  const typed = editable ? checkRate(text, lang) : null
  const example = t('currencies.example', { amount: `${formatLocalNumber(typed?.ok ? typed.usdRate : rate.usdRate, lang)} ${rate.code}` })
  const setAt = formatSetAt(rate.updatedAt, lang)

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={nameId}
      aria-busy={saving}
      className={`rounded-xl border border-slate-200 bg-white p-4 md:rounded-none md:border-0 md:bg-transparent md:px-4 md:py-3 dark:border-slate-800 dark:bg-slate-900 md:dark:bg-transparent ${RATE_GRID}`}
    >
      <div>
        <p id={nameId} className="font-semibold text-slate-900 dark:text-white">
          <span className="tabular-nums">{rate.code}</span> <span className="font-normal text-slate-700 dark:text-slate-300">· {t(`currencies.names.${rate.code}`)}</span>
        </p>
      </div>

      <div className="mt-3 md:mt-0">
        {editable ? (
          <>
            <FieldLabel htmlFor={`${id}-rate`} className="md:sr-only">
              {t('currencies.rateLabel', { code: rate.code })}
            </FieldLabel>
            {/* A text box, not `type=number`: the browser's number box reads "4.100" as 4.1 whatever the language. */}
            <input
              id={`${id}-rate`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              className="field tabular-nums disabled:opacity-60"
              value={text}
              disabled={saving}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : '', exampleId].filter(Boolean).join(' ')}
              onChange={(event) => setText(event.target.value)}
            />
            <FieldError id={errorId} error={error} />
          </>
        ) : (
          <p className="tabular-nums">
            {rateText(rate.usdRate, lang)} <span className="text-sm text-slate-600 dark:text-slate-400">({t('currencies.base')})</span>
          </p>
        )}
        <p id={exampleId} className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {example}
        </p>
      </div>

      <p className="mt-3 text-sm text-slate-700 md:mt-0 md:pt-2.5 dark:text-slate-300">
        <span className="md:sr-only">{t('currencies.col.updatedAt')} </span>
        <time dateTime={rate.updatedAt} data-testid="rate-updated-at">
          {setAt}
        </time>
      </p>

      <div className="mt-3 md:mt-0">
        {editable && (
          <button type="submit" className="btn-primary w-full md:w-auto" disabled={saving} aria-label={t('currencies.saveNamed', { code: rate.code })}>
            {saving && <Spinner />}
            {t('currencies.save')}
          </button>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        busy={saving}
        title={t('currencies.confirmTitle', { code: rate.code })}
        confirmLabel={t('currencies.confirm')}
        onConfirm={() => {
          if (confirming !== null) void save(confirming)
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirming !== null && t('currencies.confirmText', { code: rate.code, old: rateText(rate.usdRate, lang), new: rateText(confirming, lang) })}
      </ConfirmDialog>
    </form>
  )
}
