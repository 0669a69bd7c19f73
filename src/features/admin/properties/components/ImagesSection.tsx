import { useT } from '../../shared/model/i18n.ts'
import type { Photo } from '../model/photoOrder.ts'
import { PHOTO_LIST } from './imageLists.ts'
import { OrderedImages } from './OrderedImages.tsx'

interface Props {
  photos: Photo[]
  onChange: (photos: Photo[]) => void
  disabled: boolean
  errors: { mainImage?: string; images?: string; imageOrder?: string }
}

/**
 * Images (docs/specs/admin-area.md §2, §4): every photo, stored or new, in one ordered grid whose first photo
 * is the cover; reordered by dragging (mouse, touch, keyboard) or by each photo's buttons.
 */
export function ImagesSection({ photos, onChange, disabled, errors }: Props) {
  const { t } = useT()
  const problems = [...new Set([errors.mainImage, errors.images, errors.imageOrder].filter(Boolean))]
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" aria-describedby="photo-order-hint">
      <legend className="px-1 text-lg font-semibold">{t('form.sections.images')}</legend>
      <p id="photo-order-hint" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('form.images.orderHint')}
      </p>
      {problems.map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
      <OrderedImages list={PHOTO_LIST} images={photos} onChange={onChange} disabled={disabled} />
    </fieldset>
  )
}
