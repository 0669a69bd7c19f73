import { useId, type ReactNode } from 'react'
import { useT } from '../model/i18n.ts'
import { Modal } from './Modal.tsx'
import { Spinner } from './Spinner.tsx'

interface Props {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  danger?: boolean
}

/** A modal confirmation: Escape or Cancel says no, except while the confirmed call is on its way. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy = false, danger = false }: Props) {
  const { t } = useT()
  const titleId = useId()
  const bodyId = useId()

  return (
    <Modal
      open={open}
      labelledBy={titleId}
      describedBy={bodyId}
      onCancel={() => {
        if (!busy) onCancel()
      }}
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {children}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button type="button" className={danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {busy && <Spinner />}
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
