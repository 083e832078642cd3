import type { CartLine, CartProblem } from './types'

/**
 * The most a cart may hold (docs/decisions/0008, "Limits"). A person can always go back under them;
 * a request that would take a cart past one of them is refused whole, however it gets there (an add
 * that merges into a line, a line edit, several changes in one request, the entry flow's bulk lines).
 */
export const CART_LIMITS = {
  /** Units on one line. */
  lineQty: 999,
  /** Units in the whole cart: a team of the largest size (500 places) with kit for everyone fits. */
  cartQty: 999,
  lines: 100,
  /** UTF-8 bytes of the cart's lines as JSON (what the row stores). */
  cartBytes: 64 * 1024,
  /** A line's options: a flat object of at most this many keys… */
  optionKeys: 32,
  /** …named with letters, digits, `_` and `-` (a letter first), at most 64 of them… */
  optionKeyLength: 64,
  /** …each a string of at most 255 characters, a finite number, a boolean or null… */
  optionText: 255,
  /** …and at most 2 KB of JSON in all. */
  optionBytes: 2 * 1024,
} as const

/**
 * Writes to carts per client address (update-cart, get-cart with forceSave): a shopper clicking
 * quickly makes a few a second at most; a script making rows by the thousand is refused.
 */
export const CART_WRITE_LIMIT = { attempts: 120, windowMs: 60_000 } as const

const OPTION_KEY = new RegExp(`^[A-Za-z][A-Za-z0-9_-]{0,${CART_LIMITS.optionKeyLength - 1}}$`)

/** UTF-8 length of a string, without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

const isOptionValue = (value: unknown) =>
  value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= CART_LIMITS.optionText)

/**
 * Whether a value may be a line's options: a flat object of known-size keys and scalar values, small
 * when serialized. Never descends into a value, so any nesting is refused at once, however deep.
 */
export function isLineOptions(value: unknown): value is Record<string, string | number | boolean | null> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return false
  const keys = Object.keys(value)
  if (keys.length > CART_LIMITS.optionKeys) return false
  const record = value as Record<string, unknown>
  for (const key of keys) if (!OPTION_KEY.test(key) || !isOptionValue(record[key])) return false
  // Flat and short by now, so serializing it is cheap.
  return utf8Bytes(JSON.stringify(value)) <= CART_LIMITS.optionBytes
}

/** UTF-8 bytes of the lines as the cart's row stores them. */
export const linesBytes = (lines: CartLine[]) => utf8Bytes(JSON.stringify(lines))

const sumQty = (lines: CartLine[]) => lines.reduce((sum, l) => sum + l.qty, 0)

/**
 * What a change from `before` to `after` does past the limits: only what grows is refused, so a cart
 * saved over a limit (before there were limits) can always be brought back under it. Problems are
 * keyed like stock's: `lineItems.<index>.qty` for the lines that grew, `lineItems` for the whole.
 * With `before` empty, every limit the lines break is named (a saved cart's notices).
 */
export function limitProblems(before: CartLine[], after: CartLine[]): Record<string, CartProblem> {
  const problems: Record<string, CartProblem> = {}
  const previous = new Map(before.map((l) => [l.id, l]))
  const grew = (line: CartLine) => {
    const was = previous.get(line.id)
    return !was || line.qty > was.qty || line.purchasableId !== was.purchasableId
  }
  const total = sumQty(after)
  const cartTooHigh = total > CART_LIMITS.cartQty && total > sumQty(before)
  after.forEach((line, index) => {
    if (!grew(line)) return
    if (line.qty > CART_LIMITS.lineQty) problems[`lineItems.${index}.qty`] = { key: 'cart.lineQtyTooHigh', values: { max: CART_LIMITS.lineQty } }
    else if (cartTooHigh) problems[`lineItems.${index}.qty`] = { key: 'cart.cartQtyTooHigh', values: { max: CART_LIMITS.cartQty } }
  })
  after.forEach((line, index) => {
    const was = previous.get(line.id)
    if (was && was.options === line.options) return
    if (!isLineOptions(line.options)) problems[`lineItems.${index}.options`] = { key: 'cart.invalidOptions' }
  })
  if (after.length > CART_LIMITS.lines && after.length > before.length) problems.lineItems = { key: 'cart.tooManyLines', values: { max: CART_LIMITS.lines } }
  else {
    const bytes = linesBytes(after)
    if (bytes > CART_LIMITS.cartBytes && bytes > linesBytes(before)) problems.lineItems = { key: 'cart.tooBig' }
  }
  return problems
}

/** Every limit a saved cart's lines break (a cart saved before the limits existed). */
export function cartOverLimits(lines: CartLine[]): Record<string, CartProblem> {
  const problems = limitProblems([], lines)
  const total = sumQty(lines)
  // A line over its own bound is named on the line; the whole cart's total is named once.
  for (const field of Object.keys(problems)) if (problems[field]!.key === 'cart.cartQtyTooHigh') delete problems[field]
  if (total > CART_LIMITS.cartQty && !problems.lineItems) problems.lineItems = { key: 'cart.cartQtyTooHigh', values: { max: CART_LIMITS.cartQty } }
  return problems
}
