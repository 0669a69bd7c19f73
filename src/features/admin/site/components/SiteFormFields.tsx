import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react'
import { useT } from '../../shared/model/i18n.ts'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import type { SiteErrors, SiteForm } from '../model/siteForm.ts'
import { BrandFields } from './BrandFields.tsx'
import { ContactFields } from './ContactFields.tsx'
import { PageTexts } from './PageTexts.tsx'
import { PresenceFields } from './PresenceFields.tsx'

interface Props {
  values: SiteForm
  set: (change: Partial<SiteForm>) => void
  errors: SiteErrors
  /** Raised on each refused save: the focus goes to the first marked field. */
  refusals: number
  saving: boolean
  dirty: boolean
  onSubmit: () => void
}

/** The settings form: brand, contacts, presence and page texts, with "Guardar borrador" always in reach. */
export function SiteFormFields({ values, set, errors, refusals, saving, dirty, onSubmit }: Props) {
  const { t } = useT()
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }
  const common = { values, set, errors, disabled: saving }
  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={saving} className="flex flex-col gap-6">
      <Group legend={t('site.groups.brand')}>
        <BrandFields {...common} />
      </Group>
      <Group legend={t('site.groups.contacts')}>
        <ContactFields {...common} />
      </Group>
      <Group legend={t('site.groups.presence')}>
        <PresenceFields {...common} />
      </Group>
      <Group legend={t('site.groups.texts')}>
        <PageTexts content={values.content} onChange={(content) => set({ content })} errors={errors} disabled={saving} />
      </Group>
      {/* Kept in sight at the foot of the window: the form is long. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-900/95">
        <p className="text-sm text-slate-700 sm:mr-auto dark:text-slate-300" role="status">
          {dirty ? t('site.actions.unsaved') : t('site.actions.allSaved')}
        </p>
        <SubmitButton busy={saving} label={t('site.actions.save')} busyLabel={t('site.actions.saving')} />
      </div>
    </form>
  )
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {children}
    </fieldset>
  )
}
