import toast from 'react-hot-toast'
import { saveFile } from '../../shared/model/saveFile.ts'
import { useT } from '../../shared/model/i18n.ts'

/** The recovery codes, shown once right after enabling: copy, download, then done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT()
  const text = `${t('twoFactor.recoveryFileTitle')}\n\n${codes.join('\n')}\n`

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success(t('twoFactor.copied'))
    } catch {
      // Clipboard refused (permissions, an insecure origin): the codes are on screen to select.
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('twoFactor.recoveryTitle')}</h3>
      <p className="text-sm text-slate-800 dark:text-slate-200">{t('twoFactor.recoveryIntro')}</p>
      <ul aria-label={t('twoFactor.recoveryTitle')} className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:grid-cols-2 dark:text-slate-100">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 dark:bg-slate-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          {t('twoFactor.copy')}
        </button>
        <button type="button" className="btn-outline" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'inmobiliaria-recovery-codes.txt')}>
          {t('twoFactor.download')}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          {t('twoFactor.done')}
        </button>
      </div>
    </div>
  )
}
