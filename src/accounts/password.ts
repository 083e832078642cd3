import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
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

/**
 * The work of hashing a new password as Payload does on sign-up (PBKDF2-SHA256, 600,000 rounds, a
 * fresh salt), result discarded: a sign-up that creates nothing costs the same time as one that
 * creates an account, so the time of the answer does not tell whether an email has one.
 */
export async function hashingWork(password: string): Promise<void> {
  await derive(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
}
