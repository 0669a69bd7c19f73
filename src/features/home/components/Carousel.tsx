import 'keen-slider/keen-slider.min.css'
import { useKeenSlider } from 'keen-slider/react'
import { useState, type ReactNode } from 'react'
import { CAROUSEL_LOOP_MIN } from '../../../shared/constants.ts'

interface Props {
  label: string
  items: ReactNode[]
  previousLabel: string
  nextLabel: string
}

/** keen-slider with the spec's rules: 1/2/4 per row on small/medium/large, loop only above 4 items. */
export function Carousel({ label, items, previousLabel, nextLabel }: Props) {
  const [loaded, setLoaded] = useState(false)
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: items.length > CAROUSEL_LOOP_MIN,
    slides: { perView: 1, spacing: 16 },
    breakpoints: {
      '(min-width: 768px)': { slides: { perView: 2, spacing: 16 } },
      '(min-width: 1024px)': { slides: { perView: 4, spacing: 20 } },
    },
    created: () => setLoaded(true),
  })
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={sliderRef} className="keen-slider">
        {items.map((item, index) => (
          <div key={index} className="keen-slider__slide" role="group" aria-roledescription="slide">
            {item}
          </div>
        ))}
      </div>
      {loaded && slider.current && items.length > 1 && (
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => slider.current?.prev()} aria-label={`${previousLabel}: ${label}`}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className="btn-outline" onClick={() => slider.current?.next()} aria-label={`${nextLabel}: ${label}`}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </div>
  )
}
