import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core'
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable'
import { useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { useT } from '../../shared/model/i18n.ts'
import { appendImages, moveImage, removeImage, type OrderedImage } from '../model/imageOrder.ts'
import { DropZone, useNoDropOutsideZones } from './DropZone.tsx'
import { dragAnnouncements, useImageSensors } from './imageDrag.ts'
import type { ImageList } from './imageLists.ts'
import { ImageTile } from './ImageTile.tsx'
import type { TileAction } from './ImageTileButtons.tsx'

interface Props {
  list: ImageList
  images: OrderedImage[]
  onChange: (images: OrderedImage[]) => void
  disabled: boolean
}

/** Where the keyboard focus goes after a button moved or removed a picture: that picture's first enabled action. */
interface FocusTarget {
  id: string
  actions: TileAction[]
}

/**
 * One ordered picture list of the form (the photos, the floor plans): every picture, stored or new, in
 * one grid, reordered by dragging (mouse, touch, keyboard) or by each picture's buttons, and a drop
 * zone that adds files at the end, up to the list's maximum.
 */
export function OrderedImages({ list, images, onChange, disabled }: Props) {
  const { t } = useT()
  const { words } = list
  useNoDropOutsideZones()
  const grid = useRef<HTMLOListElement>(null)
  const nextId = useRef(0)
  const focusAfter = useRef<FocusTarget | null>(null)
  const [status, setStatus] = useState('')
  const sensors = useImageSensors()

  useEffect(() => {
    const target = focusAfter.current
    focusAfter.current = null
    if (!target || !grid.current) return
    const tile = Array.from(grid.current.querySelectorAll<HTMLElement>('[data-image-id]')).find((el) => el.dataset.imageId === target.id)
    const button = target.actions.map((action) => tile?.querySelector<HTMLButtonElement>(`[data-action=${action}]`)).find((b) => b && !b.disabled)
    button?.focus()
  }, [images])

  const position = (id: UniqueIdentifier) => images.findIndex((p) => p.id === id) + 1

  function act(action: TileAction, index: number) {
    const image = images[index]
    if (action === 'remove') {
      const next = images[index + 1] ?? images[index - 1]
      if (next) focusAfter.current = { id: next.id, actions: ['remove'] }
      onChange(removeImage(images, index))
      setStatus(t(`${words}.removed`, { count: images.length - 1 }))
      return
    }
    const to = action === 'cover' ? 0 : action === 'before' ? index - 1 : index + 1
    focusAfter.current = { id: image.id, actions: action === 'cover' ? ['after'] : [action, action === 'before' ? 'after' : 'before'] }
    onChange(moveImage(images, index, to))
    setStatus(list.hasCover && to === 0 ? t('form.images.nowCover') : t(`${words}.moved`, { position: to + 1, total: images.length }))
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    onChange(moveImage(images, position(active.id) - 1, position(over.id) - 1))
  }

  function addFiles(files: File[]) {
    const added = files.map((file): OrderedImage => ({ id: `new-${nextId.current++}`, file }))
    const { images: next, refused } = appendImages(images, added, list.max)
    if (refused > 0) toast.error(t(`${words}.tooMany`, { max: list.max }))
    if (next.length > images.length) onChange(next)
  }

  return (
    <>
      {images.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t(`${words}.empty`)}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: dragAnnouncements(t, words, position), screenReaderInstructions: { draggable: t(`${words}.dragInstructions`) } }}
        >
          <SortableContext items={images.map((p) => p.id)} strategy={rectSortingStrategy}>
            <ol ref={grid} aria-label={t(`${words}.list`)} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {images.map((image, index) => (
                <ImageTile key={image.id} list={list} image={image} index={index} total={images.length} disabled={disabled} onAction={act} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      <div className="mt-3">
        <DropZone label={t(`${words}.add`)} hint={t(`${words}.addHint`)} note={t(`${words}.accepted`)} testId={list.inputTestId} disabled={disabled} onFiles={addFiles} />
      </div>
    </>
  )
}
