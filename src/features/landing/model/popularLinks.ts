import type { Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import { localizePath } from '../../../shared/locale.ts'
import type { FeatureLandingCount, LandingCount, SearchOptions } from '../../../shared/siteData.ts'
import { featureLandingsWithListings, landingPath, landingsWithListings, landingTitle } from './landing.ts'

const POPULAR_LINKS = 40
const POPULAR_FEATURE_LINKS = 12

export interface PopularLink {
  href: string
  text: string
  count: number
}

interface Made {
  counts: readonly LandingCount[]
  featureCounts: readonly FeatureLandingCount[]
  options: SearchOptions
  links: PopularLink[]
}
const made = new Map<Language, Made>()

/**
 * The landing pages with most listings, then the busiest narrowed by a feature ("que aceptan
 * mascotas en Bogotá", which would never rank among the broad ones by count). Every search page
 * shows them: they are made again only when the counts or options change (siteData.ts hands out
 * the same objects until the content version moves), not on each render (issue 24). `t` is the
 * language's one translator (getT), so the language alone keys what was made.
 */
export function popularLinks(lang: Language, t: Translate, counts: readonly LandingCount[], featureCounts: readonly FeatureLandingCount[], options: SearchOptions): PopularLink[] {
  const last = made.get(lang)
  if (last && last.counts === counts && last.featureCounts === featureCounts && last.options === options) return last.links
  const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count
  const links = [...landingsWithListings(counts, options).slice(0, POPULAR_LINKS), ...featureLandingsWithListings(featureCounts, options).sort(byCount).slice(0, POPULAR_FEATURE_LINKS)].map(
    ({ landing, count }) => ({ href: localizePath(lang, landingPath(lang, landing, t)), text: landingTitle(landing, t), count }),
  )
  made.set(lang, { counts, featureCounts, options, links })
  return links
}
