import { useState } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'

/** Above one's own list: its link to share, and a button that copies it. */
export function ShareListBox({ t, link }: { t: Translate<KeysOf<'favourites'>>; link: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      window.prompt(t('favourites.shareLabel'), link)
    }
  }
  return (
    <section aria-labelledby="share-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="share-title" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('favourites.shareTitle')}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t('favourites.shareHint')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor="favourites-link">
          {t('favourites.shareLabel')}
        </label>
        <input id="favourites-link" className="field flex-1" readOnly value={link} onFocus={(event) => event.currentTarget.select()} data-share-link />
        <button type="button" className="btn-outline" onClick={copy}>
          {t('favourites.copy')}
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" role="status">
        {copied ? t('favourites.copied') : ''}
      </p>
    </section>
  )
}
