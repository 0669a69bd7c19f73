import { useRef } from 'react'
import { ProofOfWork } from '../../../components/forms/ProofOfWork.tsx'
import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { HONEYPOT_FIELD, REPORT_REASONS } from '../../../shared/constants.ts'
import { useReportForm } from './useReportForm.ts'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

/** The dialog's words, the proof of work's, and the messages of ReportSchema's checks. */
export const REPORT_LISTING_MESSAGES = ['report', 'contact.altcha', 'validation.report', 'validation.contact.email', 'validation.tooLong'] as const

/** One report dialog per listing page: the buttons name it for the browser's own commands. */
const DIALOG_ID = 'report-dialog'

interface Props {
  propertyId: number
  messages: MessagesFor<typeof REPORT_LISTING_MESSAGES>
}

/**
 * "Reportar" on a listing page: a dialog asking why (fraud, closed, wrong data, duplicate,
 * offensive), optional details and email, with the contact forms' defences (honeypot, proof of work).
 */
export default function ReportListing({ propertyId, messages }: Props) {
  const t = translator(messages)
  const dialog = useRef<HTMLDialogElement>(null)
  const { errors, setErrors, sending, thanks, setThanks, submit } = useReportForm(propertyId, t)
  // The form is drawn by the server too: it sends nothing until the island runs.
  const hydrated = useHydrated()

  // The buttons also carry the browser's own commands, run after the handlers: a tap before the
  // island runs (or one its handler missed) still opens or closes the dialog, and after a handler
  // has done it the command finds the dialog in that state and does nothing. The handlers reset the
  // form, and open or close the dialog where a browser lacks commands.
  const open = () => {
    setThanks(null)
    setErrors({})
    if (!dialog.current?.open) dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={DIALOG_ID}
        className="text-sm font-semibold text-slate-700 underline hover:no-underline dark:text-slate-300"
      >
        {t('report.open')}
      </button>
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        aria-labelledby="report-title"
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl bg-white p-0 text-slate-900 backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="p-6">
          <h2 id="report-title" className="text-xl font-bold">
            {t('report.title')}
          </h2>
          {thanks ? (
            <>
              <p role="status" className="mt-4 text-slate-700 dark:text-slate-300">
                {thanks}
              </p>
              <button type="button" className="btn-primary mt-6 px-5 py-2.5" onClick={close} command="close" commandfor={DIALOG_ID}>
                {t('report.close')}
              </button>
            </>
          ) : (
            <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4" aria-busy={sending}>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('report.intro')}</p>
              <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
                <legend className="mb-2 font-semibold">{t('report.reason')}</legend>
                <div className="flex flex-col gap-2">
                  {REPORT_REASONS.map((reason) => (
                    <label key={reason} className="flex items-center gap-2">
                      <input type="radio" name="reason" value={reason} className="h-4 w-4 accent-brand-700" />
                      {t(`report.reasons.${reason}`)}
                    </label>
                  ))}
                </div>
                {errors.reason && (
                  <p id="report-reason-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
                    {errors.reason}
                  </p>
                )}
              </fieldset>
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('report.details')}
                <textarea name="details" rows={3} maxLength={2000} className="field" />
              </label>
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('report.email')}
                <input name="email" type="email" autoComplete="email" className="field" aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? 'report-email-error' : undefined} />
                {errors.email && (
                  <span id="report-email-error" className="text-sm text-red-700 dark:text-red-300">
                    {errors.email}
                  </span>
                )}
              </label>
              <div style={{ display: 'none' }}>
                <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <ProofOfWork t={t} />
              {errors.form && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {errors.form}
                </p>
              )}
              <div className="flex flex-wrap gap-3">
                <button type="submit" className="btn-primary px-5 py-2.5" disabled={sending || !hydrated}>
                  {sending ? t('report.sending') : t('report.submit')}
                </button>
                <button type="button" className="btn-outline px-5 py-2.5" onClick={close} command="close" commandfor={DIALOG_ID}>
                  {t('report.cancel')}
                </button>
              </div>
            </form>
          )}
        </div>
      </dialog>
    </>
  )
}

renderedByReact(ReportListing)
