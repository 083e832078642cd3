import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/** Payload's PBKDF2-SHA256 hashes: the prefixed ones it writes now, and the older unprefixed ones it still accepts. */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const parameters = (hash: string) =>
  hash.startsWith(CURRENT_PREFIX) ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 } : { hex: hash, iterations: 25_000, keyLength: 512 }

/**
 * Whether `password` is the one behind a customer's stored `hash` and `salt`. Checked here rather
 * than through `payload.login`, which would count a mistyped password toward the account's lockout
 * and open another session.
 */
export async function passwordMatches(stored: { hash?: string | null; salt?: string | null }, password: string): Promise<boolean> {
  if (!stored.hash || !stored.salt || !password) return false
  const { hex, iterations, keyLength } = parameters(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  if (expected.length !== keyLength) return false
  const actual = await derive(password, stored.salt, iterations, keyLength, 'sha256')
  return timingSafeEqual(actual, expected)
}
