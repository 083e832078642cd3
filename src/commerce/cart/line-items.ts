import type { CartLine, LineOptions } from './types'

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/** Two lines are the same when they buy the same purchasable with the same options, whatever the key order. */
export function optionsSignature(options: LineOptions): string {
  return JSON.stringify(sortKeys(options))
}

export type AddLine = { purchasableId: number; qty: number; options: LineOptions }

/** Adds to the line with the same purchasable and options, or appends a new line. */
export function addLine(lines: CartLine[], add: AddLine, nextLineId: number): { lines: CartLine[]; nextLineId: number; lineId: number } {
  const signature = optionsSignature(add.options)
  const same = lines.find((l) => l.purchasableId === add.purchasableId && optionsSignature(l.options) === signature)
  if (same) {
    return { lines: lines.map((l) => (l === same ? { ...l, qty: l.qty + add.qty } : l)), nextLineId, lineId: same.id }
  }
  const line: CartLine = { id: nextLineId, purchasableId: add.purchasableId, qty: add.qty, options: add.options }
  return { lines: [...lines, line], nextLineId: nextLineId + 1, lineId: line.id }
}

export type LineChange = { qty?: number; options?: LineOptions; remove?: boolean }

/** Applies changes keyed by line id: `remove` or `qty: 0` drops the line. Unknown ids are returned, not ignored. */
export function changeLines(lines: CartLine[], changes: Record<string, LineChange>): { lines: CartLine[]; unknown: string[] } {
  const unknown = Object.keys(changes).filter((id) => !lines.some((l) => String(l.id) === id))
  const next = lines.flatMap((line) => {
    const change = changes[String(line.id)]
    if (!change) return [line]
    if (change.remove || change.qty === 0) return []
    return [{ ...line, qty: change.qty ?? line.qty, options: change.options ?? line.options }]
  })
  return { lines: next, unknown }
}

export const totalQty = (lines: CartLine[]) => lines.reduce((sum, l) => sum + l.qty, 0)
