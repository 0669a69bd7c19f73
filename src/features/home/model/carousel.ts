import KeenSlider from 'keen-slider'
import { CAROUSEL_LOOP_MIN } from '../../../shared/constants.ts'

interface Labels {
  label: string
  previousLabel: string
  nextLabel: string
}

/**
 * keen-slider over a server-rendered list (`ul.keen-slider` and its items), with the spec's rules:
 * 1/2/4 per row on small/medium/large, loop only above 4 items; previous/next buttons once it runs.
 * `data-started` lets the page's CSS lay the slides out the same way before it starts.
 */
export function startCarousel(region: HTMLElement, { label, previousLabel, nextLabel }: Labels): () => void {
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
  track.dataset.started = ''
  region.setAttribute('aria-roledescription', 'carousel')
  // Slides are groups now, no longer the list's items.
  track.setAttribute('role', 'none')
  for (const slide of track.children) {
    slide.setAttribute('role', 'group')
    slide.setAttribute('aria-roledescription', 'slide')
  }
  const buttons = document.createElement('div')
  if (count > 1) {
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
  return () => {
    slider.destroy()
    delete track.dataset.started
    region.removeAttribute('aria-roledescription')
    track.removeAttribute('role')
    for (const slide of track.children) {
      slide.removeAttribute('role')
      slide.removeAttribute('aria-roledescription')
    }
    buttons.remove()
  }
}
