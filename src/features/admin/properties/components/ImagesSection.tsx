import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core'
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable'
import { useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { MAX_IMAGES_PER_PROPERTY } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { appendPhotos, makeCover, movePhoto, removePhoto, type Photo } from '../model/photoOrder.ts'
import { DropZone, useNoDropOutsideZones } from './DropZone.tsx'
import { photoAnnouncements, usePhotoSensors } from './photoDrag.ts'
import { PhotoTile } from './PhotoTile.tsx'
import type { PhotoAction } from './PhotoTileButtons.tsx'

interface Props {
  photos: Photo[]
  onChange: (photos: Photo[]) => void
  disabled: boolean
  errors: { mainImage?: string; images?: string; imageOrder?: string }
}

/** Where the keyboard focus goes after a button moved or removed a photo: that photo's first enabled action. */
interface FocusTarget {
  id: string
  actions: PhotoAction[]
}

/**
 * Images (docs/specs/admin-area.md §2, §4): every photo, stored or new, in one ordered grid whose first photo
 * is the cover; reordered by dragging (mouse, touch, keyboard) or by each photo's buttons.
 */
export function ImagesSection({ photos, onChange, disabled, errors }: Props) {
  const { t } = useT()
  useNoDropOutsideZones()
  const list = useRef<HTMLOListElement>(null)
  const nextId = useRef(0)
  const focusAfter = useRef<FocusTarget | null>(null)
  const [status, setStatus] = useState('')
  const sensors = usePhotoSensors()

  useEffect(() => {
    const target = focusAfter.current
    focusAfter.current = null
    if (!target || !list.current) return
    const tile = Array.from(list.current.querySelectorAll<HTMLElement>('[data-photo-id]')).find((el) => el.dataset.photoId === target.id)
    const button = target.actions.map((action) => tile?.querySelector<HTMLButtonElement>(`[data-action=${action}]`)).find((b) => b && !b.disabled)
    button?.focus()
  }, [photos])

  const position = (id: UniqueIdentifier) => photos.findIndex((p) => p.id === id) + 1

  function act(action: PhotoAction, index: number) {
    const photo = photos[index]
    if (action === 'remove') {
      const next = photos[index + 1] ?? photos[index - 1]
      if (next) focusAfter.current = { id: next.id, actions: ['remove'] }
      onChange(removePhoto(photos, index))
      setStatus(t('form.images.removed', { count: photos.length - 1 }))
      return
    }
    const to = action === 'cover' ? 0 : action === 'before' ? index - 1 : index + 1
    focusAfter.current = { id: photo.id, actions: action === 'cover' ? ['after'] : [action, action === 'before' ? 'after' : 'before'] }
    onChange(action === 'cover' ? makeCover(photos, index) : movePhoto(photos, index, to))
    setStatus(to === 0 ? t('form.images.nowCover') : t('form.images.moved', { position: to + 1, total: photos.length }))
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    onChange(movePhoto(photos, position(active.id) - 1, position(over.id) - 1))
  }

  function addFiles(files: File[]) {
    const added = files.map((file): Photo => ({ id: `new-${nextId.current++}`, file }))
    const { photos: next, refused } = appendPhotos(photos, added, MAX_IMAGES_PER_PROPERTY)
    if (refused > 0) toast.error(t('form.images.tooMany', { max: MAX_IMAGES_PER_PROPERTY }))
    if (next.length > photos.length) onChange(next)
  }

  const announcements = photoAnnouncements(t, position)
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
      {photos.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('form.images.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('form.images.dragInstructions') } }}
        >
          <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
            <ol ref={list} aria-label={t('form.images.list')} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo, index) => (
                <PhotoTile key={photo.id} photo={photo} index={index} total={photos.length} disabled={disabled} onAction={act} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      <div className="mt-3">
        <DropZone label={t('form.images.add')} hint={t('form.images.addHint')} testId="images-input" disabled={disabled} onFiles={addFiles} />
      </div>
    </fieldset>
  )
}
