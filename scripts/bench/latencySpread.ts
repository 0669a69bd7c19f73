// What makes a mix's p99 under load (BENCH_LATENCIES): particular addresses, answers delayed
// among quick neighbours, or the whole rate moving over time. Pure, so a unit test can check it.

/** An answer's address and time as the load generator saw it, in the order the answers came. */
export type Timed = readonly [path: string, ms: number]

export interface Spread {
  answers: number
  p50: number
  p99: number
  /** Each answer's time over the median of the answers around it (`neighbours` each side): high where one answer waited among quick ones. */
  nearP90: number
  nearP99: number
  /** The mean time of consecutive runs of answers (`windows` of them): far apart where the rate moved over time. */
  windowMeanMin: number
  windowMeanMax: number
  /** Of the slowest 1 % of answers, the share that came in the first tenth of the mix: high where the mix paid for what the server had not yet kept. */
  slowestEarly: number
}

/** The value at a share of a sorted array, as the bench reads percentiles (nearest rank). */
export function at(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
}

const median = (values: readonly number[]) =>
  at(
    [...values].sort((a, b) => a - b),
    0.5,
  )

/** The readings of a mix's answer times (in the order they came) that tell its tail's origin apart. */
export function spreadOf(times: readonly number[], neighbours = 25, windows = 40): Spread {
  const sorted = [...times].sort((a, b) => a - b)
  const near = times.map((ms, i) => ms / median(times.slice(Math.max(0, i - neighbours), i + neighbours + 1))).sort((a, b) => a - b)
  const size = Math.max(1, Math.floor(times.length / windows))
  const means: number[] = []
  for (let from = 0; from + size <= times.length; from += size) means.push(times.slice(from, from + size).reduce((sum, ms) => sum + ms, 0) / size)
  const p99 = at(sorted, 0.99)
  const slowest = times.filter((ms) => ms >= p99).length
  const early = times.slice(0, Math.ceil(times.length / 10)).filter((ms) => ms >= p99).length
  return {
    answers: times.length,
    p50: at(sorted, 0.5),
    p99,
    nearP90: at(near, 0.9),
    nearP99: at(near, 0.99),
    windowMeanMin: means.length ? Math.min(...means) : Number.NaN,
    windowMeanMax: means.length ? Math.max(...means) : Number.NaN,
    slowestEarly: slowest === 0 ? 0 : early / slowest,
  }
}

/** The order a search asks for, told apart by its value: the page's `sort`, the API's `sortBy`. */
const SORT_KEYS = new Set(['sort', 'sortBy'])

export interface FilterTimes {
  /** A query parameter the address sets (an order with its value), or `all`. */
  filter: string
  answers: number
  mean: number
  /** Of the mix's slowest 1 % of answers, the share that set this filter. */
  shareOfSlowest: number
}

/**
 * The mean time of the answers that set each filter, slowest first: a filter that makes the tail
 * stands out. A parameter every address sets (the API's page size and order) says nothing and is left out.
 */
export function timesByFilter(timed: readonly Timed[]): FilterTimes[] {
  const filtersOf = (address: string) => {
    const query = new URL(address, 'http://bench').searchParams
    return ['all', ...new Set([...query.keys()].map((key) => (SORT_KEYS.has(key) ? `${key}=${query.get(key)}` : key)))]
  }
  const threshold = at(
    timed.map(([, ms]) => ms).sort((a, b) => a - b),
    0.99,
  )
  const groups = new Map<string, { times: number[]; slowest: number }>()
  const slowest = timed.filter(([, ms]) => ms >= threshold).length
  for (const [address, ms] of timed) {
    for (const filter of filtersOf(address)) {
      const group = groups.get(filter) ?? { times: [], slowest: 0 }
      group.times.push(ms)
      if (ms >= threshold) group.slowest++
      groups.set(filter, group)
    }
  }
  return [...groups]
    .filter(([filter, group]) => filter === 'all' || group.times.length < timed.length)
    .map(([filter, group]) => ({
      filter,
      answers: group.times.length,
      mean: group.times.reduce((sum, ms) => sum + ms, 0) / group.times.length,
      shareOfSlowest: slowest === 0 ? 0 : group.slowest / slowest,
    }))
    .sort((a, b) => b.mean - a.mean)
}
