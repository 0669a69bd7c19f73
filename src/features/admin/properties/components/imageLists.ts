import { MAX_FLOOR_PLANS, MAX_IMAGES_PER_PROPERTY } from '../../../../shared/constants.ts'

/** The dictionary branches of the lists' words: both hold the keys the grid and its tiles ask for. */
export type ImageListWords = 'form.images' | 'form.floorPlans'

/** What sets one of the form's ordered picture lists apart from the other. */
export interface ImageList {
  words: ImageListWords
  /** The first picture is the listing's cover (the photos): it wears a badge, and the others a "make cover" button. */
  hasCover: boolean
  max: number
  /** A photo fills its tile; a plan is shown whole, since a cropped plan loses rooms. */
  fit: 'cover' | 'contain'
  /** How the browser tests find a tile and the file input. */
  tileTestId: string
  inputTestId: string
}

export const PHOTO_LIST: ImageList = { words: 'form.images', hasCover: true, max: MAX_IMAGES_PER_PROPERTY, fit: 'cover', tileTestId: 'photo', inputTestId: 'images-input' }

export const FLOOR_PLAN_LIST: ImageList = { words: 'form.floorPlans', hasCover: false, max: MAX_FLOOR_PLANS, fit: 'contain', tileTestId: 'floor-plan', inputTestId: 'floor-plans-input' }
