import type { KeysOf, Translate } from '../../lib/messages.ts'
import type { CardProperty } from '../../shared/cardProperty.ts'
import { renderedByReact } from '../../lib/renderedByReact.ts'

/** Reserved, sold or rented, said on the photo where the eye lands first. */
export function StatusBadge({ status, t }: { status: Exclude<CardProperty['status'], 'available'>; t: Translate<KeysOf<'listingStatus'>> }) {
  const tone = status === 'reserved' ? 'bg-amber-300 text-amber-950' : 'bg-slate-900 text-white'
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${tone}`} data-status={status}>
      {t(`listingStatus.${status}`)}
    </span>
  )
}

renderedByReact(StatusBadge)
