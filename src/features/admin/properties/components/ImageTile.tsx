import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useEffect, useMemo } from 'react'
import { renditionPath, srcsetFor } from '../../../../shared/images.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import type { OrderedImage } from '../model/imageOrder.ts'
import type { ImageList } from './imageLists.ts'
import { ImageTileButtons, type TileAction } from './ImageTileButtons.tsx'

interface Props {
  list: ImageList
  image: OrderedImage
  /** 0-based; in a list with a cover, the first picture is the cover. */
  index: number
  total: number
  disabled: boolean
  onAction: (action: TileAction, index: number) => void
}

/** A new file's preview, or a stored picture's smallest rendition. */
function useImageUrl(image: OrderedImage): string {
  const url = useMemo(() => (image.file ? URL.createObjectURL(image.file) : srcsetFor(image.path) ? renditionPath(image.path, 400) : image.path), [image])
  useEffect(() => () => (image.file ? URL.revokeObjectURL(url) : undefined), [image, url])
  return url
}

/** One picture of an ordered grid: drag it by the picture, or move it with its buttons. */
export function ImageTile({ list, image, index, total, disabled, onAction }: Props) {
  const { t } = useT()
  const url = useImageUrl(image)
  const { words } = list
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled,
    attributes: { roleDescription: t(`${words}.dragRole`) },
  })
  const position = index + 1
  const cover = list.hasCover && index === 0
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={list.tileTestId}
      data-image-id={image.id}
      className={`relative flex gap-3 rounded-xl border bg-white p-2 sm:flex-col dark:bg-slate-900 ${isDragging ? 'z-10 border-brand-600 shadow-lg' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <div className="relative h-24 w-32 shrink-0 sm:h-28 sm:w-full">
        <img
          src={url}
          alt={image.file ? t(`${words}.newAlt`, { index: position, name: image.file.name }) : t(`${words}.alt`, { index: position })}
          draggable={false}
          // A plan keeps its white paper in the dark theme too: its lines are drawn for it.
          className={`h-full w-full rounded-lg ${list.fit === 'contain' ? 'border border-slate-200 bg-white object-contain dark:border-slate-700' : 'object-cover'}`}
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
        {image.file && <span className="absolute right-1 top-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-900">{t(`${words}.newBadge`)}</span>}
        {/* The handle covers the picture, so that a long press or a mouse drag anywhere on it moves it. */}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t(`${words}.drag`, { index: position })}
          disabled={disabled}
          onContextMenu={(event) => event.preventDefault()}
          className="absolute inset-0 flex cursor-grab touch-manipulation select-none items-end justify-end rounded-lg p-1 [-webkit-touch-callout:none] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing disabled:cursor-default"
        >
          <span className="rounded-md bg-white/95 p-1 text-slate-900 shadow">
            <Icon name="grip" className="h-4 w-4" />
          </span>
        </button>
      </div>
      <ImageTileButtons words={words} index={index} total={total} hasCover={list.hasCover} disabled={disabled} onAction={onAction} />
    </li>
  )
}
