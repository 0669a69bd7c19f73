import { Spinner } from './Spinner.tsx'

interface SubmitButtonProps {
  busy: boolean
  label: string
  /** What it says while the form is being sent, when that is not `label`. */
  busyLabel?: string
  className?: string
}

/** A form's send button: off and spinning while the form is on its way. */
export function SubmitButton({ busy, label, busyLabel, className = 'btn-primary' }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : label}
    </button>
  )
}

interface FormActionsProps extends SubmitButtonProps {
  /** Where "cancel" leads back to. */
  cancelHref: string
  cancelLabel: string
  /** Marks the cancel link as not to be used while sending. */
  cancelDisabled?: boolean
}

/** The foot of an editing form: cancel (a link back to the list) and send, send first on a phone. */
export function FormActions({ cancelHref, cancelLabel, cancelDisabled, className = '', ...submit }: FormActionsProps) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`.trim()}>
      <a href={cancelHref} className="btn-outline" aria-disabled={cancelDisabled}>
        {cancelLabel}
      </a>
      <SubmitButton {...submit} />
    </div>
  )
}
