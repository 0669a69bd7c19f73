import { useState } from 'react'
import toast from 'react-hot-toast'
import { CSV_DELIMITER } from '../../../../shared/locale.ts'
import { downloadCsv } from '../api/adminApi.ts'
import { useT } from '../model/i18n.ts'
import { Spinner } from './Spinner.tsx'

/** "Exportar CSV": the list as it is filtered and ordered now, every page of it. */
export function ExportButton({ path, searchParams }: { path: string; searchParams: Record<string, string> }) {
  const { t, lang } = useT()
  const delimiter = CSV_DELIMITER[lang]
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      await downloadCsv(path, { ...searchParams, delimiter })
    } catch {
      toast.error(t('list.exportError'))
    }
    setBusy(false)
  }
  return (
    <button type="button" className="btn-outline" onClick={run} disabled={busy} aria-busy={busy} title={t('list.exportHint')}>
      {busy && <Spinner />}
      {t('list.export')}
    </button>
  )
}
