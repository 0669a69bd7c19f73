import { useEffect } from 'react'
import { useT } from '../model/i18n.ts'

/** A standalone screen's h1 that also names the browser tab. */
export function PageHeaderTitle({ title }: { title: string }) {
  const { t } = useT()
  useEffect(() => {
    document.title = `${title} · ${t('layout.documentTitle')}`
  }, [title, t])
  return <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
}
