import type { KeenSliderInstance } from 'keen-slider'
import { propertyCardHtml, replaceFailedImages } from '../../../components/property/propertyCardHtml.ts'
import { fetchListings } from '../../../lib/listings.ts'
import { translator, type Messages, type Translate } from '../../../lib/messages.ts'
import { HOME_MAX_OPPORTUNITIES, HOME_MAX_REGULAR, type Language } from '../../../shared/constants.ts'
import { formatPrice } from '../../../shared/format.ts'
import type { Property } from '../../../shared/types.ts'
import { carouselHtml, startCarousel } from './carousel.ts'
import { HOME_QUERIES } from './homeQueries.ts'

/** The plain list that replaces a carousel below the small breakpoint shows at most this many. */
const MOBILE_LIST_MAX = 4
/** Tailwind's `sm`. */
const SMALL_BREAKPOINT = '(min-width: 640px)'

interface Group {
  body: HTMLElement
  title: string
  empty: string
  items: Property[]
  /** The group a phone sees without scrolling, whose first photo must not wait for lazy loading. */
  firstScreen: boolean
  slider?: KeenSliderInstance
}

/**
 * Home's featured block (public-site.md §2, §7), without React: the server renders the headings and
 * the skeletons (HomeFeatured.astro); this asks for the two lists (the page preloads exactly these
 * calls) and puts opportunities first, then recent listings, as a carousel or, on phones, a list.
 */
export async function startHomeFeatured(root: HTMLElement): Promise<void> {
  const lang = root.dataset.lang as Language
  const t = translator(JSON.parse(root.dataset.messages ?? '{}') as Messages)
  const lists = Promise.all([fetchListings(HOME_QUERIES.featured), fetchListings(HOME_QUERIES.latest)])
  // The browser's first number format loads its locale data (a long task on a slow phone): done
  // while the lists are on their way rather than after they arrive, when the photos wait for the cards.
  formatPrice(0, 'USD', lang)
  let featured: Property[]
  let latest: Property[]
  try {
    ;[featured, latest] = (await lists).map((page) => page.data)
  } catch (error) {
    console.error('[home] listings failed', error)
    root.removeAttribute('aria-busy')
    root.className = 'rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
    root.setAttribute('role', 'alert')
    root.textContent = t('home.combined.error')
    return
  }
  const bodies = root.querySelectorAll<HTMLElement>('[data-group-body]')
  const groups: Group[] = [
    { items: featured.filter((p) => p.isOpportunity === 1).slice(0, HOME_MAX_OPPORTUNITIES), firstScreen: true },
    { items: latest.filter((p) => p.isOpportunity !== 1).slice(0, HOME_MAX_REGULAR), firstScreen: false },
  ].map((group, index) => {
    const body = bodies[index]
    return { ...group, body, title: body.dataset.title ?? '', empty: body.dataset.empty ?? '' }
  })

  replaceFailedImages(root, t('card.noImage'))
  const wide = matchMedia(SMALL_BREAKPOINT)
  const render = async () => {
    for (const group of groups) {
      renderGroup(group, lang, t, wide.matches)
      // One group per task: the page stays responsive while the second one is built.
      await new Promise((resolve) => setTimeout(resolve))
    }
    root.removeAttribute('aria-busy')
  }
  await render()
  wide.addEventListener('change', () => void render())
}

/** Below the small breakpoint a plain list of at most four, above it the carousel: only one is built. */
function renderGroup(group: Group, lang: Language, t: Translate, wide: boolean) {
  group.slider?.destroy()
  group.slider = undefined
  const { body, items, title } = group
  if (items.length === 0) {
    body.innerHTML = `<p class="rounded-lg bg-slate-100 p-6 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300"></p>`
    body.firstElementChild!.textContent = group.empty
    return
  }
  const cards = (wide ? items : items.slice(0, MOBILE_LIST_MAX)).map((p, index) => propertyCardHtml(p, lang, t, { eagerImage: group.firstScreen && index === 0 }))
  const labels = { label: title, previousLabel: t('home.featured.previous'), nextLabel: t('home.featured.next') }
  body.innerHTML = wide ? carouselHtml(cards, labels) : `<ul class="grid grid-cols-1 gap-4">${cards.map((card) => `<li>${card}</li>`).join('')}</ul>`
  if (wide) group.slider = startCarousel(body.firstElementChild as HTMLElement, labels)
}
