import { randomBytes, randomInt } from 'node:crypto'

// No 0/O or 1/I/L: people read these out on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A short order reference such as MP-7KQ4-X9TD (31^8 ≈ 8.5e11 of them; the unique index has the last word). */
export function newOrderNumber(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `MP-${part()}-${part()}`
}

/** The secret of an order's page link: 128 random bits. */
export const newAccessKey = () => randomBytes(16).toString('hex')
