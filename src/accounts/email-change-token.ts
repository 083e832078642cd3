import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The link that confirms a new email (docs/decisions/0012): mailed to the new address, signed,
 * single-use and expiring. The token names the customer and its expiry and carries a random nonce,
 * signed (HMAC-SHA256, a key derived from the app's secret under a label of its own) together with
 * the new email, so it confirms that one address only. The customer keeps only its hash, which a
 * confirmation (or a newer request) clears: a token works once.
 */
export const EMAIL_CHANGE_HOURS = 24
const KEY_LABEL = 'milepost/email-change/v1'
const MAX_LENGTH = 200

export type PendingEmailChange = { customerId: number; email: string; tokenHash: string; expiresAt: Date }

export const emailChangeKey = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'milepost', KEY_LABEL, 32))

export const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('hex')

const signature = (key: Buffer, customerId: number, email: string, exp: number, nonce: string) =>
  createHmac('sha256', key).update(`${customerId}\n${email.toLowerCase()}\n${exp}\n${nonce}`).digest('base64url')

/** A token for a new email of the customer, and what the customer keeps of it until it is used. */
export function issueEmailChangeToken(key: Buffer, change: { customerId: number; email: string }, now = Date.now()): { token: string; pending: PendingEmailChange } {
  const exp = Math.floor(now / 1000) + EMAIL_CHANGE_HOURS * 3600
  const nonce = randomBytes(24).toString('base64url')
  const token = `${change.customerId}.${exp}.${nonce}.${signature(key, change.customerId, change.email, exp, nonce)}`
  return { token, pending: { customerId: change.customerId, email: change.email.toLowerCase(), tokenHash: hashOfToken(token), expiresAt: new Date(exp * 1000) } }
}

/** The customer a token names, from its shape alone (null for anything else); it proves nothing yet. */
export function customerOfToken(token: string): number | null {
  if (token.length > MAX_LENGTH) return null
  const match = /^([1-9]\d{0,11})\.(\d{10})\.([\w-]{32})\.([\w-]{43})$/.exec(token)
  return match ? Number(match[1]) : null
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Whether the token confirms this pending change now: the very token last issued for it (by its
 * hash), signed for this customer and this email, and neither of its expiries passed.
 */
export function confirmsChange(key: Buffer, token: string, pending: PendingEmailChange, now = Date.now()): boolean {
  if (customerOfToken(token) !== pending.customerId) return false
  if (!sameText(hashOfToken(token), pending.tokenHash)) return false
  const [, expText, nonce, signed] = token.split('.') as [string, string, string, string]
  const exp = Number(expText)
  if (!sameText(signed, signature(key, pending.customerId, pending.email, exp, nonce))) return false
  return exp * 1000 > now && pending.expiresAt.getTime() > now
}
