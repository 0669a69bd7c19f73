import { replaceFailedImages } from '../../../components/property/failedImages.ts'
import { startCarousel } from './carousel.ts'

/** Tailwind's `sm`: below it the server's markup is a plain list of four (HomeFeatured.astro). */
const SMALL_BREAKPOINT = '(min-width: 640px)'

/**
 * Home's featured block (docs/specs/public-site.md §2, §7), without React: the server renders the cards
 * (HomeFeatured.astro); this only turns each group into a carousel from the small breakpoint up,
 * and back into the list when the window narrows.
 */
export function startHomeFeatured(root: HTMLElement): void {
  const { noImage = '', previous = '', next = '' } = root.dataset
  replaceFailedImages(root, noImage)
  const regions = [...root.querySelectorAll<HTMLElement>('[data-carousel]')]
  const wide = matchMedia(SMALL_BREAKPOINT)
  let stops: (() => void)[] = []
  const apply = () => {
    for (const stop of stops) stop()
    stops = wide.matches ? regions.map((region) => startCarousel(region, { label: region.getAttribute('aria-label') ?? '', previousLabel: previous, nextLabel: next })) : []
  }
  apply()
  wide.addEventListener('change', apply)
}
