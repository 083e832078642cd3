import { bareLabel, lineName } from '../cart/line-details'
import type { OrderLine } from '../orders/complete-order'

/**
 * Kit fulfilment (decision 0054): an order's kit lines, less what was refunded and what already
 * shipped, are what is left to ship. Entries and training plans never ship.
 */

export const FULFILMENT_STATES = ['nothing-to-ship', 'to-ship', 'partly-shipped', 'shipped'] as const
export type FulfilmentState = (typeof FULFILMENT_STATES)[number]

/** What the fulfilment rules read of an order's line. */
export type FulfilmentLine = Pick<OrderLine, 'id' | 'qty' | 'kind' | 'description' | 'sku'> & Partial<Pick<OrderLine, 'options' | 'snapshot'>>

/** A line given back by a refund (the order's `refundedLines`). */
export type RefundedLine = { lineId: number; qty: number; amount: number }

/** A line of a parcel: how many units of an order line it holds. */
export type ParcelLine = { lineId: number; qty: number }

/** A parcel already shipped, as far as these rules care: its lines. */
export type ShippedParcel = { lines: readonly ParcelLine[] }

export type KitLeft = {
  lineId: number
  sku: string | null
  description: string
  ordered: number
  refunded: number
  shipped: number
  /** Units still to pack: never below zero (kit refunded after it shipped came back by post). */
  left: number
}

export type FulfilmentFacts = { lines: readonly FulfilmentLine[]; refunded?: readonly RefundedLine[] | null; shipments: readonly ShippedParcel[] }

/** "Trail hoodie (Black, M)": what a packer picks and a buyer recognises, in no language in particular. */
export const kitName = (line: FulfilmentLine) => lineName(line, bareLabel)

/** A tracking link goes into the buyer's mail and onto their order page: an https address only. */
export const isTrackingUrl = (value: string) => /^https:\/\/[^\s"'<>]+$/i.test(value)

/** Kit is merch that travels: a run-club membership is merch that grants access, and never ships (as checkout charges it no shipping). */
export const isKit = (line: Pick<FulfilmentLine, 'kind'> & { snapshot?: { grantsRunClubMembership?: true } | null }) => line.kind === 'merch' && !line.snapshot?.grantsRunClubMembership

const sumBy = (rows: readonly ParcelLine[] | readonly RefundedLine[], lineId: number) =>
  rows.reduce((total, row) => (row.lineId === lineId && Number.isFinite(row.qty) && row.qty > 0 ? total + row.qty : total), 0)

/** Each kit line of the order with what was ordered, refunded, shipped and is left to ship. */
export function kitLeft({ lines, refunded, shipments }: FulfilmentFacts): KitLeft[] {
  const shippedLines = shipments.flatMap((parcel) => parcel.lines)
  return lines.filter(isKit).map((line) => {
    const back = sumBy(refunded ?? [], line.id)
    const shipped = sumBy(shippedLines, line.id)
    return { lineId: line.id, sku: line.sku, description: kitName(line), ordered: line.qty, refunded: back, shipped, left: Math.max(0, line.qty - back - shipped) }
  })
}

/**
 * The order's state for the packing queue: nothing to ship (no kit, or all of it refunded before
 * any shipped), to ship (none shipped yet), partly shipped, or shipped (nothing left).
 */
export function fulfilmentState(facts: FulfilmentFacts): FulfilmentState {
  const kit = kitLeft(facts)
  const left = kit.reduce((total, line) => total + line.left, 0)
  const shipped = kit.reduce((total, line) => total + line.shipped, 0)
  if (left === 0) return shipped === 0 ? 'nothing-to-ship' : 'shipped'
  return shipped === 0 ? 'to-ship' : 'partly-shipped'
}

/** A parcel's line as it is kept: with the line's description, as the buyer's mail names it. */
export type PackedLine = ParcelLine & { description: string }

export type ParcelProblem =
  | { problem: 'empty' }
  | { problem: 'duplicate-line'; lineId: number }
  | { problem: 'unknown-line'; lineId: number }
  | { problem: 'not-kit'; lineId: number }
  | { problem: 'bad-quantity'; lineId: number }
  | { problem: 'over-left'; lineId: number; left: number }

export type ParcelCheck = { ok: true; lines: PackedLine[]; fulfilment: FulfilmentState } | ({ ok: false } & ParcelProblem)

/**
 * Checks a new parcel against what is left: at least one line, each a kit line of the order, once,
 * with 1 to the units left. Answers the parcel's lines and the order's state once it ships.
 */
export function checkParcel(facts: FulfilmentFacts, parcel: readonly ParcelLine[]): ParcelCheck {
  if (parcel.length === 0) return { ok: false, problem: 'empty' }
  const left = new Map(kitLeft(facts).map((line) => [line.lineId, line]))
  const seen = new Set<number>()
  const packed: PackedLine[] = []
  for (const { lineId, qty } of parcel) {
    if (seen.has(lineId)) return { ok: false, problem: 'duplicate-line', lineId }
    seen.add(lineId)
    const line = facts.lines.find((l) => l.id === lineId)
    if (!line) return { ok: false, problem: 'unknown-line', lineId }
    if (!isKit(line)) return { ok: false, problem: 'not-kit', lineId }
    if (!Number.isInteger(qty) || qty < 1) return { ok: false, problem: 'bad-quantity', lineId }
    const kit = left.get(lineId)
    const available = kit?.left ?? 0
    if (qty > available) return { ok: false, problem: 'over-left', lineId, left: available }
    packed.push({ lineId, qty, description: kitName(line) })
  }
  const fulfilment = fulfilmentState({ ...facts, shipments: [...facts.shipments, { lines: packed }] })
  return { ok: true, lines: packed, fulfilment }
}

/** An editor's sentence for a refused parcel (the admin is in English). */
export function parcelProblemText(problem: ParcelProblem): string {
  switch (problem.problem) {
    case 'empty':
      return 'Put at least one kit line in the parcel.'
    case 'duplicate-line':
      return `Line ${problem.lineId} is in the parcel twice: give it once, with its quantity.`
    case 'unknown-line':
      return `This order has no line ${problem.lineId}.`
    case 'not-kit':
      return `Line ${problem.lineId} is not kit: entries and training plans are not shipped.`
    case 'bad-quantity':
      return `Ship at least one unit of line ${problem.lineId}.`
    case 'over-left':
      return problem.left === 0 ? `Nothing of line ${problem.lineId} is left to ship.` : `Only ${problem.left} of line ${problem.lineId} ${problem.left === 1 ? 'is' : 'are'} left to ship.`
  }
}
