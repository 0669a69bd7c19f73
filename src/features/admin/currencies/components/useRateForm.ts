import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { messageKey } from '../../../../shared/translator.ts'
import type { CurrencyRate } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { saveCurrencyRate } from '../api.ts'
import { checkRate, needsConfirmation, rateText, relocalizeRate } from '../model/rates.ts'

/** A currency's rate form: the typed text, its check, the confirmation a large change asks for, and the save. */
export function useRateForm(rate: CurrencyRate, onSaved: (rate: CurrencyRate) => void) {
  const { t, lang } = useT()
  const [text, setText] = useState(() => rateText(rate.usdRate, lang))
  // The rate is typed the language's way: a language switched mid-edit rewrites it, so "4.100" stays 4100.
  const [textLang, setTextLang] = useState(lang)
  if (lang !== textLang) {
    setTextLang(lang)
    setText(relocalizeRate(text, textLang, lang))
  }
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  /** A change of more than 20 % waiting for the superadmin's yes. */
  const [confirming, setConfirming] = useState<number | null>(null)

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const checked = checkRate(text, lang)
    if (!checked.ok) {
      setError(t(messageKey(checked.message), checked.params))
      return
    }
    setError(undefined)
    if (needsConfirmation(rate.usdRate, checked.usdRate)) setConfirming(checked.usdRate)
    else void save(checked.usdRate)
  }

  async function save(usdRate: number) {
    setSaving(true)
    try {
      const saved = await saveCurrencyRate(rate.code, usdRate)
      onSaved(saved)
      setText(rateText(saved.usdRate, lang))
      toast.success(t('currencies.saved', { code: rate.code }))
    } catch (failed) {
      const failure = await failureOf(failed)
      if (failure.status !== 401) {
        toast.error(t('currencies.saveError', { code: rate.code }))
        // The server's words on the field (they come translated by Accept-Language).
        setError(failure.errors?.find((e) => e.path === 'usdRate')?.message ?? failure.errors?.[0]?.message ?? (failure.message || undefined))
      }
    }
    setSaving(false)
    setConfirming(null)
  }

  return { text, setText, error, saving, confirming, setConfirming, submit, save }
}
