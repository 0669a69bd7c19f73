import type { ReactNode, SubmitEvent } from 'react'
import { useT } from '../../shared/model/i18n.ts'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { BrandMark } from '../../shared/ui/Icons.tsx'
import { PageHeaderTitle } from '../../shared/ui/PageHeaderTitle.tsx'

/** The frame of the login screen and its forgotten-password forms. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useT()
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <a href="/" target="_self" className="mb-6 flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          <BrandMark className="h-8 w-8" />
          <span>{t('layout.brand')}</span>
        </a>
        <PageHeaderTitle title={title} />
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        {children}
        <a href="/" target="_self" className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-orange-400">
          {t('login.backToSite')}
        </a>
      </div>
    </main>
  )
}

function FormFailure({ text }: { text: string }) {
  if (!text) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
      {text}
    </p>
  )
}

/** A step between the login screen's forms ("forgot your password?", "back to login"). */
export function AuthSwitch({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="mt-4 block text-sm font-medium text-brand-700 hover:underline dark:text-orange-400" onClick={onClick}>
      {label}
    </button>
  )
}

interface AuthFormProps {
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void
  /** Why the last send failed, as a whole (not a field's). */
  failure: string
  submit: { busy: boolean; label: string; busyLabel: string }
  children: ReactNode
  /** Below the send button, inside the form. */
  footer?: ReactNode
}

/** One of the auth card's forms: its fields, what went wrong, the send button. */
export function AuthForm({ onSubmit, failure, submit, children, footer }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <FormFailure text={failure} />
      <SubmitButton className="btn-primary py-2.5" {...submit} />
      {footer}
    </form>
  )
}
