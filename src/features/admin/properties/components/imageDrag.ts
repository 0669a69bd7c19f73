import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type PointerSensorOptions, type UniqueIdentifier } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import type { PointerEvent } from 'react'
import type { AdminTranslate } from '../../shared/model/i18n.ts'
import type { ImageListWords } from './imageLists.ts'

// How a picture grid is dragged: by which pointers, and what a screen reader hears meanwhile.

/**
 * Mouse and pen only: a finger goes to the TouchSensor, whose long-press delay leaves a swipe to
 * scroll the page (a pointer sensor would start dragging on the first few pixels of a swipe).
 */
class MouseSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false
        onActivation?.({ event })
        return true
      },
    },
  ]
}

/** Mouse or pen after a few pixels, a finger after a long press, or the keyboard. */
export function useImageSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
}

/** What a drag says aloud in a list's words, by the pictures' 1-based positions (`position` of a dragged id). */
export function dragAnnouncements(t: AdminTranslate, words: ImageListWords, position: (id: UniqueIdentifier) => number): Announcements {
  return {
    onDragStart: ({ active }) => t(`${words}.dragStart`, { index: position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t(`${words}.dragOver`, { index: position(active.id), position: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t(`${words}.dragEnd`, { index: position(active.id), position: position(over.id) }) : undefined),
    onDragCancel: ({ active }) => t(`${words}.dragCancel`, { index: position(active.id) }),
  }
}
