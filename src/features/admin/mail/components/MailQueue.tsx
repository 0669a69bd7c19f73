import { OUTBOX_STATUSES } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { StatusQueue } from '../../shared/ui/StatusQueue.tsx'
import { outboxPage } from '../api.ts'
import { MailRow } from './MailRow.tsx'

/**
 * Correo (/admin/correo, superadmin): the mail the portal queued, sent or gave up on, with the
 * message itself. Without SMTP_URL nothing is sent and this is where staff read the mail.
 */
export function MailQueue() {
  const { t } = useT()
  return (
    <StatusQueue
      name="outbox"
      texts="mail"
      statuses={OUTBOX_STATUSES}
      statusLabel={(status) => t(`mail.status.${status}`)}
      load={outboxPage}
      renderItem={(mail, replace) => <MailRow key={mail.id} mail={mail} onChanged={replace} />}
    />
  )
}
