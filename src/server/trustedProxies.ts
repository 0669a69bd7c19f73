import ipaddr from 'ipaddr.js'

type Address = ipaddr.IPv4 | ipaddr.IPv6

/** TRUST_PROXY `1`/`true`: a proxy on the same machine (loopback), as before the list existed. */
export const LOOPBACK = ['127.0.0.0/8', '::1/128']

/** Only the usual spellings: ipaddr.js also takes `2` or `0x7f.1` as IPv4, which no proxy writes. */
const isPlainAddress = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text)

/** One address or CIDR range; null when it is neither. */
function parseRange(text: string): [Address, number] | null {
  if (!isPlainAddress(text.split('/')[0])) return null
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text)
      // ::ffff:10.0.0.0/104 is 10.0.0.0/8: peers are compared as IPv4 once unmapped.
      if (address.kind() === 'ipv6' && bits >= 96 && (address as ipaddr.IPv6).isIPv4MappedAddress()) return [unmapped(address), bits - 96]
      return [address, bits]
    }
    const address = unmapped(ipaddr.parse(text))
    return [address, address.kind() === 'ipv4' ? 32 : 128]
  } catch {
    return null
  }
}

/** An IPv4 client seen through an IPv6 socket (::ffff:1.2.3.4) is the IPv4 client. */
function unmapped(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address
}

function parseAddress(text: string): Address | null {
  return isPlainAddress(text) ? unmapped(ipaddr.parse(text)) : null
}

/**
 * TRUST_PROXY's entries (`10.0.0.0/8, 192.0.2.7, fd00::/8`): the ones that are not an address or
 * CIDR range, so that env.ts can name them.
 */
export function invalidProxyEntries(entries: string[]): string[] {
  return entries.filter((entry) => parseRange(entry) === null)
}

export type ProxyCheck = (address: string | null) => boolean

/**
 * Whether an address is one of the trusted proxies. `null` is a request made inside this process
 * (tests call the app directly), which counts as loopback.
 */
export function trustedProxies(entries: readonly string[]): ProxyCheck {
  const ranges = entries.map(parseRange).filter((range): range is [Address, number] => range !== null)
  if (ranges.length === 0) return () => false
  const loopbackTrusted = ranges.some(([address, bits]) => address.kind() === 'ipv4' && address.match(ipaddr.parse('127.0.0.1'), bits))
  return (text) => {
    if (text === null) return loopbackTrusted
    const address = parseAddress(text)
    return address !== null && ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits))
  }
}

/**
 * The client's address: the direct peer, unless that peer is a trusted proxy; then X-Forwarded-For
 * is walked from the right (each proxy appends the address it saw) past the trusted proxies, and
 * the first address that is not one is the client. Entries further left are the client's own
 * words. An entry that is not an address ends the walk at the last one that was.
 */
export function clientAddress(peer: string | null, forwardedFor: string | undefined, isTrusted: ProxyCheck): string | null {
  if (!isTrusted(peer) || !forwardedFor) return peer
  let client = peer
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (const hop of hops.reverse()) {
    if (!parseAddress(hop)) break
    client = hop
    if (!isTrusted(hop)) break
  }
  return client
}

/**
 * The key a client's limits are counted under. An IPv6 user is usually given a whole /64, so each
 * of its addresses is the same client: counting them apart would hand out 2^64 allowances.
 */
export function rateKeyOf(address: string | null): string {
  if (address === null) return 'local'
  const parsed = parseAddress(address)
  if (!parsed) return address
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`
}
