import type { Language } from '../../shared/constants.ts'
import { formatNumber, formatPrice } from '../../shared/format.ts'
import { renditionPath, srcsetFor } from '../../shared/images.ts'
import { localizePath } from '../../shared/locale.ts'
import type { Translate } from '../../lib/messages.ts'
import type { CardProperty } from './PropertyCard.tsx'
import { typeLabel } from './typeLabel.ts'

// PropertyCard (default variant) as an HTML string, for pages that show cards without React (home's
// featured block). The markup is PropertyCard's own, byte for byte: tests/unit/propertyCardHtml.test.ts
// compares the two, so a change to one that is not made to the other fails the tests.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const esc = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c])
const dash = (value: number | null | undefined, lang: Language) => (value === null || value === undefined ? '–' : formatNumber(value, lang))

const IMAGE_BOX = 'relative aspect-[3/2] w-full overflow-hidden bg-slate-200 dark:bg-slate-800 '
const SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'

/** PropertyImage's placeholder, also put in place of a photo that fails to load (`replaceFailedImage`). */
export function noImageHtml(noImageText: string): string {
  return `<div class="${IMAGE_BOX} flex items-center justify-center text-sm font-medium text-slate-600 dark:text-slate-300"><span>${esc(noImageText)}</span></div>`
}

function imageHtml(path: string | null, alt: string, noImageText: string, eager: boolean): string {
  if (!path) return noImageHtml(noImageText)
  const srcset = srcsetFor(path)
  const attributes = [
    `src="${esc(srcset ? renditionPath(path, 800) : path)}"`,
    srcset ? `srcset="${esc(srcset)}"` : '',
    `sizes="${SIZES}"`,
    `alt="${esc(alt)}"`,
    'width="800" height="533"',
    `loading="${eager ? 'eager' : 'lazy'}"`,
    'decoding="async"',
    eager ? 'fetchpriority="high"' : '',
    'class="h-full w-full object-cover"',
  ]
  return `<div class="${IMAGE_BOX}"><img ${attributes.filter(Boolean).join(' ')}/></div>`
}

const fact = (label: string, value: string) =>
  `<div class="flex items-baseline justify-between gap-2"><dt class="font-medium text-slate-600 dark:text-slate-400">${esc(label)}</dt><dd class="font-semibold">${esc(value)}</dd></div>`

export function propertyCardHtml(p: CardProperty, lang: Language, t: Translate, { eagerImage = false } = {}): string {
  const href = localizePath(lang, `/propiedades/${p.slug || p.id}`)
  const location = [p.neighborhood, p.cityName].filter(Boolean).join(', ')
  const headingId = `card-${p.id}-default`
  const perMonth = p.priceType === 'rent' ? `<span class="text-sm font-medium text-slate-600 dark:text-slate-300">${esc(t('card.perMonth'))}</span>` : ''
  return [
    `<article aria-labelledby="${esc(headingId)}" class="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-900">`,
    '<div class="relative">',
    imageHtml(p.mainImage, p.title, t('card.noImage'), eagerImage),
    '<div class="absolute left-3 top-3 flex flex-wrap gap-2">',
    p.isOpportunity === 1 ? `<span class="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">${esc(t('card.opportunity'))}</span>` : '',
    `<span class="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800">${esc(typeLabel(p.propertyTypeName, t))}</span>`,
    '</div></div>',
    '<div class="flex flex-1 flex-col gap-3 p-4">',
    `<h3 id="${esc(headingId)}" class="line-clamp-2 text-base font-semibold text-slate-900 dark:text-white">${esc(p.title)}</h3>`,
    location ? `<p class="text-sm text-slate-600 dark:text-slate-300">${esc(location)}</p>` : '',
    '<dl class="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">',
    fact(t('card.area'), p.area === null || p.area === undefined ? '–' : `${formatNumber(p.area, lang)} mt2`),
    fact(t('card.bedrooms'), dash(p.bedrooms, lang)),
    fact(t('card.bathrooms'), dash(p.bathrooms, lang)),
    fact(t('card.garage'), dash(p.garage, lang)),
    '</dl>',
    '<div class="mt-auto flex items-end justify-between gap-2">',
    `<p class="text-xl font-bold text-slate-900 dark:text-white">${esc(formatPrice(p.price, p.currency, lang))}${perMonth}</p>`,
    `<a href="${esc(href)}" class="btn-primary shrink-0" aria-label="${esc(t('card.seeMoreAbout', { title: p.title }))}">${esc(t('card.seeMore'))}</a>`,
    '</div>',
    p.legalCosts !== null && p.legalCosts !== undefined && p.legalCosts > 0
      ? `<p class="text-xs text-slate-600 dark:text-slate-400">${esc(t('card.legalCosts', { amount: formatPrice(p.legalCosts, p.currency, lang) }))}</p>`
      : '',
    '</div></article>',
  ].join('')
}

/** PropertyImage's fallback for these cards: a photo that fails becomes the 'no image' placeholder. */
export function replaceFailedImages(container: HTMLElement, noImageText: string): void {
  container.addEventListener(
    'error',
    (event) => {
      const image = event.target
      if (image instanceof HTMLImageElement && image.parentElement) image.parentElement.outerHTML = noImageHtml(noImageText)
    },
    true,
  )
}
