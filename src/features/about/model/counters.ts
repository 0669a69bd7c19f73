import { DEFAULT_LANGUAGE } from '../../../shared/constants.ts'

/**
 * Counts each element up to its `data-count-to` value once, the first time it scrolls into view.
 * The final number is in the HTML already, so crawlers, no-JS visitors and reduced-motion users
 * see the real figure; the animation counts up from zero only once it can be watched.
 */
export function animateCounters(nodes: NodeListOf<HTMLElement>, durationMs = 1600): void {
  if (nodes.length === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return
  const format = new Intl.NumberFormat(document.documentElement.lang || DEFAULT_LANGUAGE)
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        run(entry.target as HTMLElement)
      }
    },
    { threshold: 0.4 },
  )
  const run = (node: HTMLElement) => {
    const target = Number(node.dataset.countTo)
    const start = performance.now()
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs)
      const eased = 1 - (1 - progress) ** 3
      node.textContent = format.format(Math.round(target * eased))
      if (progress < 1) requestAnimationFrame(tick)
      else node.dataset.counted = 'true'
    }
    requestAnimationFrame(tick)
  }
  // The real figure stays until the count starts: a reader (or a crawler running scripts) that never
  // scrolls to the counters sees it, never a zero.
  for (const node of nodes) observer.observe(node)
}
