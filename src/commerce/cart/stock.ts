import type { CartLine, CartProblem, Purchasable } from './types'

/**
 * Stock at or below this is shown to shoppers ("Only 3 left", sold out); above it, pages say
 * nothing of how many are left, so an order that leaves more changes no page (decision 0060).
 */
export const FEW_LEFT = 5

/** What is wrong with buying `wanted` units of a purchasable, or null when they can be bought. */
export function stockProblem(purchasable: Purchasable | undefined, wanted: number): CartProblem | null {
  if (!purchasable || !purchasable.isAvailable) return { key: 'cart.unavailable' }
  // Priced in the cart's currency or not sold in its market: never a converted guess.
  if (!purchasable.price) return { key: 'cart.notSoldInMarket' }
  // A plan is delivered to its buyer to keep: one copy is all there is to buy.
  if (purchasable.kind === 'plan') return wanted > 1 ? { key: 'cart.onePlanCopy' } : null
  if (purchasable.hasUnlimitedStock || wanted <= purchasable.stock) return null
  if (purchasable.stock <= 0) return { key: purchasable.snapshot.attributes.size ? 'shop.sizeOutOfStock' : 'shop.outOfStock' }
  return { key: 'cart.onlyLeft', values: { count: purchasable.stock } }
}

/** Units of each purchasable across all lines: one variant may sit on several lines with different options. */
export function unitsByPurchasable(lines: CartLine[]): Map<number, number> {
  const units = new Map<number, number>()
  for (const line of lines) units.set(line.purchasableId, (units.get(line.purchasableId) ?? 0) + line.qty)
  return units
}

/**
 * Field errors (`lineItems.<index>.qty`) for the lines that grew or were added: a person may always
 * lower a quantity or remove a line, even when stock has run out since.
 */
export function stockErrors(before: CartLine[], after: CartLine[], purchasables: Map<number, Purchasable>): Record<string, CartProblem> {
  const units = unitsByPurchasable(after)
  const errors: Record<string, CartProblem> = {}
  after.forEach((line, index) => {
    const previous = before.find((l) => l.id === line.id)
    if (previous && line.qty <= previous.qty && line.purchasableId === previous.purchasableId) return
    const problem = stockProblem(purchasables.get(line.purchasableId), units.get(line.purchasableId) ?? line.qty)
    if (problem) errors[`lineItems.${index}.qty`] = problem
  })
  return errors
}
