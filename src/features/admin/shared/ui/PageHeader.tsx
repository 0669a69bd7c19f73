import { useEffect, type ReactNode } from 'react'
import { useT } from '../model/i18n.ts'
import { Icon } from './Icons.tsx'

/** The screen's one h1 (also the document title) and its actions. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  const { t } = useT()
  useEffect(() => {
    document.title = `${title} · ${t('layout.documentTitle')}`
  }, [title, t])
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  )
}

/** The header's main action on a list: a link to the page that creates one more. */
export function CreateLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="btn-primary">
      <Icon name="plus" />
      {label}
    </a>
  )
}
