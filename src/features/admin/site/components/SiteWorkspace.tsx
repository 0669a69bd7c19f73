import { useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { siteDraft, sitePublications, type SiteDraft } from '../api.ts'
import { formOf, sameForm, type SiteForm } from '../model/siteForm.ts'
import { useLeaveGuard } from '../model/useLeaveGuard.ts'
import { useSiteSave } from '../model/useSiteSave.ts'
import { PublicationHistory } from './PublicationHistory.tsx'
import { PublishPanel } from './PublishPanel.tsx'
import { SiteFormFields } from './SiteFormFields.tsx'

/** The screen once the draft is loaded: what is waiting to go live, the form, and the history. */
export function SiteWorkspace({ initial }: { initial: SiteDraft }) {
  const { t } = useT()
  // The saved draft (what previews show and "Publicar" sends live) and the form's values.
  const [draft, setDraft] = useState(initial)
  const [values, setValues] = useState<SiteForm>(() => formOf(initial.settings))
  const [publications, reloadPublications] = useLoad(sitePublications, 'site-publications')
  const historyHeading = useRef<HTMLHeadingElement>(null)
  const dirty = !sameForm(values, draft.settings)
  useLeaveGuard(dirty, t('site.actions.leave'))

  const accept = (next: SiteDraft) => {
    setDraft(next)
    setValues(formOf(next.settings))
  }
  const { saving, errors, setErrors, refusals, save } = useSiteSave(accept)

  /** The server's draft again, after a publication or a restore changed it. */
  async function refresh(replaceForm: boolean) {
    try {
      const next = await siteDraft()
      if (replaceForm) {
        accept(next)
        setErrors({})
      } else setDraft((current) => ({ ...current, unpublished: next.unpublished, updatedAt: next.updatedAt }))
    } catch {
      toast.error(t('site.loadError'))
    }
    reloadPublications()
  }

  return (
    <>
      <PublishPanel unpublished={draft.unpublished} dirty={dirty} onPublished={() => void refresh(false)} />
      <SiteFormFields
        values={values}
        set={(change) => setValues((current) => ({ ...current, ...change }))}
        errors={errors}
        refusals={refusals}
        saving={saving}
        dirty={dirty}
        onSubmit={() => void save(values)}
      />
      <PublicationHistory
        publications={publications}
        onRetry={reloadPublications}
        dirty={dirty}
        headingRef={historyHeading}
        onRestored={() => {
          void refresh(true).then(() => historyHeading.current?.focus())
        }}
      />
    </>
  )
}
