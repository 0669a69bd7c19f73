import type { Inquiry } from '../../../../shared/types.ts'
import { whatsappLink } from '../../../../shared/whatsappNumber.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'

/** One opened inquiry: the whole message, the listing, and ways to answer. */
export function InquiryDetail({ id, inquiry, onMarkUnread, onErase }: { id: string; inquiry: Inquiry; onMarkUnread: () => void; onErase?: () => void }) {
  const { t } = useT()
  const subject = inquiry.propertyTitle ? t('inquiries.replySubject', { title: inquiry.propertyTitle }) : t('inquiries.replySubjectGeneral')
  const whatsappPhone = inquiry.phone && inquiry.phone.replace(/\D/g, '').length >= 7 ? inquiry.phone : null
  const whatsappText = t('inquiries.whatsappText', { name: inquiry.name })
  return (
    <div id={id} className="border-t border-slate-200 p-4 dark:border-slate-800">
      <p className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{inquiry.message}</p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-600 dark:text-slate-400">{t('inquiries.email')}</dt>
          <dd className="break-all">{inquiry.email}</dd>
        </div>
        {inquiry.phone && (
          <div>
            <dt className="font-semibold text-slate-600 dark:text-slate-400">{t('inquiries.phone')}</dt>
            <dd>{inquiry.phone}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-600 dark:text-slate-400">{t('inquiries.property')}</dt>
          <dd>
            {inquiry.propertyId ? (
              <a href={`/propiedades/${inquiry.propertySlug ?? inquiry.propertyId}`} target="_blank" rel="noopener" className="text-brand-700 hover:underline dark:text-orange-400">
                {inquiry.propertyTitle}
              </a>
            ) : (
              t('inquiries.general')
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <a className="btn-primary" target="_blank" rel="noopener" href={`mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}`}>
          <Icon name="mail" className="h-4 w-4" />
          {t('inquiries.replyEmail')}
        </a>
        {whatsappPhone && (
          <a className="btn-outline" target="_blank" rel="noopener" href={whatsappLink(whatsappPhone, whatsappText, inquiry.propertyCountryId)}>
            <Icon name="phone" className="h-4 w-4" />
            {t('inquiries.replyWhatsapp')}
          </a>
        )}
        <button type="button" className="btn-outline" onClick={onMarkUnread}>
          {t('inquiries.markUnread')}
        </button>
        {onErase && (
          <button type="button" className="btn-outline border-red-300 text-red-700 dark:border-red-800 dark:text-red-300" onClick={onErase}>
            {t('inquiries.erase.open')}
          </button>
        )}
      </div>
    </div>
  )
}
