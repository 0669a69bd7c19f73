import type { Place } from './placeSelection.ts'

/** How big a place's label is drawn: capitals and big cities larger. */
export type LabelSize = 'large' | 'medium' | 'small'

export interface PlacedLabel {
  /** The place's index in the list (a stable key while the list is the same). */
  index: number
  name: string
  lng: number
  lat: number
  size: LabelSize
}

const labelSize = (minZoom: number): LabelSize => (minZoom <= 2.5 ? 'large' : minZoom <= 5.5 ? 'medium' : 'small')

/** Rough text metrics of the labels' system font (px): enough to keep two labels from overlapping. */
const CHAR_WIDTH: Record<LabelSize, number> = { large: 8.5, medium: 7.5, small: 6.5 }
const LINE_HEIGHT: Record<LabelSize, number> = { large: 20, medium: 18, small: 16 }
/** Room kept around each label. */
const GAP = 6
/** The most labels on a map at once: the DOM stays small however far one zooms out. */
export const MAX_LABELS = 40

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * The labels to draw for the current view: places named at this zoom whose point is on screen,
 * biggest first, each taking its room so that a smaller place next to it is left unnamed, and at
 * most `max`. `project` gives a point's screen position (MapLibre's `map.project`).
 */
export function placesInView(places: readonly Place[], zoom: number, project: (lng: number, lat: number) => { x: number; y: number }, width: number, height: number, max = MAX_LABELS): PlacedLabel[] {
  const shown: PlacedLabel[] = []
  const taken: Box[] = []
  for (let index = 0; index < places.length && shown.length < max; index++) {
    const [name, lng, lat, minZoom] = places[index]
    if (minZoom > zoom) continue
    const { x, y } = project(lng, lat)
    if (x < 0 || y < 0 || x > width || y > height) continue
    const size = labelSize(minZoom)
    const halfWidth = (name.length * CHAR_WIDTH[size]) / 2 + GAP
    const halfHeight = LINE_HEIGHT[size] / 2 + GAP
    const box = { left: x - halfWidth, top: y - halfHeight, right: x + halfWidth, bottom: y + halfHeight }
    if (taken.some((t) => box.left < t.right && box.right > t.left && box.top < t.bottom && box.bottom > t.top)) continue
    taken.push(box)
    shown.push({ index, name, lng, lat, size })
  }
  return shown
}
