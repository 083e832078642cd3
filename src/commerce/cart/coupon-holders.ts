import type { LineOptions, PurchasableKind } from './types'

/**
 * Who uses a coupon with an order, for a limit "per runner" (a coupon's perEmailLimit, decision
 * 0008): the order's email, the signed-in customer and every entrant named on an entry line. An
 * email is one runner whichever role it has (buyer or entrant) and however it is cased. A runner
 * who changes the cart's email is still the same customer or entrant.
 */
export function couponHolders(order: { email: string | null; customerId: number | null; lines: readonly { options: LineOptions; kind?: PurchasableKind }[] }): string[] {
  const holders = new Set<string>()
  const email = (value: unknown) => {
    if (typeof value === 'string' && value.trim()) holders.add(`email:${value.trim().toLowerCase()}`)
  }
  email(order.email)
  if (order.customerId !== null) holders.add(`customer:${order.customerId}`)
  for (const line of order.lines) if (line.kind === 'entry') email(line.options.email)
  return [...holders]
}
