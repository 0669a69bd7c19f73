import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useEffect, useMemo } from 'react'
import { renditionPath, srcsetFor } from '../../../../shared/images.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import type { Photo } from '../model/photoOrder.ts'
import { PhotoTileButtons, type PhotoAction } from './PhotoTileButtons.tsx'

interface Props {
  photo: Photo
  /** 0-based; the first photo is the cover. */
  index: number
  total: number
  disabled: boolean
  onAction: (action: PhotoAction, index: number) => void
}

/** A new file's preview, or a stored photo's smallest rendition. */
function usePhotoUrl(photo: Photo): string {
  const url = useMemo(() => (photo.file ? URL.createObjectURL(photo.file) : srcsetFor(photo.path) ? renditionPath(photo.path, 400) : photo.path), [photo])
  useEffect(() => () => (photo.file ? URL.revokeObjectURL(url) : undefined), [photo, url])
  return url
}

/** One photo of the ordered grid: drag it by the picture, or move it with its buttons. */
export function PhotoTile({ photo, index, total, disabled, onAction }: Props) {
  const { t } = useT()
  const url = usePhotoUrl(photo)
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled,
    attributes: { roleDescription: t('form.images.dragRole') },
  })
  const position = index + 1
  const cover = index === 0
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="photo"
      data-photo-id={photo.id}
      className={`relative flex gap-3 rounded-xl border bg-white p-2 sm:flex-col dark:bg-slate-900 ${isDragging ? 'z-10 border-brand-600 shadow-lg' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <div className="relative h-24 w-32 shrink-0 sm:h-28 sm:w-full">
        <img
          src={url}
          alt={photo.file ? t('form.images.newPhotoAlt', { index: position, name: photo.file.name }) : t('form.images.photoAlt', { index: position })}
          draggable={false}
          className="h-full w-full rounded-lg object-cover"
        />
        {cover ? (
          <span className="absolute left-1 top-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="cover-badge">
            {t('form.images.cover')}
          </span>
        ) : (
          <span aria-hidden="true" className="absolute left-1 top-1 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
            {position}
          </span>
        )}
        {photo.file && <span className="absolute right-1 top-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-900">{t('form.images.newBadge')}</span>}
        {/* The handle covers the picture, so that a long press or a mouse drag anywhere on it moves the photo. */}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('form.images.drag', { index: position })}
          disabled={disabled}
          onContextMenu={(event) => event.preventDefault()}
          className="absolute inset-0 flex cursor-grab touch-manipulation select-none items-end justify-end rounded-lg p-1 [-webkit-touch-callout:none] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing disabled:cursor-default"
        >
          <span className="rounded-md bg-white/95 p-1 text-slate-900 shadow">
            <Icon name="grip" className="h-4 w-4" />
          </span>
        </button>
      </div>
      <PhotoTileButtons index={index} total={total} disabled={disabled} onAction={onAction} />
    </li>
  )
}
