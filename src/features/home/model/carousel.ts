import KeenSlider, { type KeenSliderInstance } from 'keen-slider'
import { CAROUSEL_LOOP_MIN } from '../../../shared/constants.ts'

interface Labels {
  label: string
  previousLabel: string
  nextLabel: string
}

/**
 * keen-slider with the spec's rules: 1/2/4 per row on small/medium/large, loop only above 4 items;
 * previous/next buttons once it runs. `slides` is the HTML of each slide's content.
 */
export function carouselHtml(slides: string[], { label }: Labels): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return `<div role="region" aria-roledescription="carousel" aria-label="${esc(label)}" class="relative"><div class="keen-slider">${slides
    .map((slide) => `<div class="keen-slider__slide" role="group" aria-roledescription="slide">${slide}</div>`)
    .join('')}</div></div>`
}

/** Starts the slider on a carousel built by `carouselHtml`, and adds its buttons. */
export function startCarousel(region: HTMLElement, { label, previousLabel, nextLabel }: Labels): KeenSliderInstance {
  const track = region.querySelector<HTMLElement>('.keen-slider')!
  const count = track.children.length
  const slider = new KeenSlider(track, {
    loop: count > CAROUSEL_LOOP_MIN,
    slides: { perView: 1, spacing: 16 },
    breakpoints: {
      '(min-width: 768px)': { slides: { perView: 2, spacing: 16 } },
      '(min-width: 1024px)': { slides: { perView: 4, spacing: 20 } },
    },
  })
  if (count > 1) {
    const buttons = document.createElement('div')
    buttons.className = 'mt-4 flex justify-end gap-2'
    for (const [text, arrow, move] of [
      [previousLabel, '←', () => slider.prev()],
      [nextLabel, '→', () => slider.next()],
    ] as const) {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'btn-outline'
      button.setAttribute('aria-label', `${text}: ${label}`)
      button.innerHTML = `<span aria-hidden="true">${arrow}</span>`
      button.addEventListener('click', move)
      buttons.append(button)
    }
    region.append(buttons)
  }
  return slider
}
