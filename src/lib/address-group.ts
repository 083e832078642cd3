import { isIPv4, isIPv6 } from 'node:net'

/**
 * The group a client address counts under in the rate limits: an IPv4 address as it stands, an
 * IPv6 address by its /64 (one subscriber's network: a client holds all of its 2^64 addresses, so
 * counting each apart would give it unlimited tries). An IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`) is that IPv4 address; `::` shorthand is expanded and a zone id dropped, so
 * every spelling of one network is one key. Anything else is counted as written.
 */
export function addressGroup(address: string | null): string | null {
  if (address === null) return null
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .split('%')[0]!
    .toLowerCase()
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return bare || null
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16).padStart(4, '0'))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const parse = (part: string) =>
    part
      ? part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [Number.parseInt(piece, 16)]
          const [a, b, c, d] = piece.split('.').map(Number)
          return [(a! << 8) | b!, (c! << 8) | d!]
        })
      : []
  const left = parse(head)
  if (tail === undefined) return left
  const right = parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}
