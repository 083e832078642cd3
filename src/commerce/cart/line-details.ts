import type { LineOptions, PurchasableKind, PurchasableSnapshot } from './types'

/** The basket's words for a line's details (messages `basket.*`), or the bare values for an export. */
export type LineDetailKey = 'colour' | 'size' | 'style' | 'planLine' | 'entryAdult' | 'entryChild' | 'entrant' | 'distance' | 'team' | 'joiningTeam' | 'transferFee' | 'deferralFee'
export type LineLabel = (key: LineDetailKey, values: Record<string, string | number>) => string | null

/** A line as the basket, the checkout, the order page, the mail and the export all have it. */
export type DescribedLine = {
  description?: string | null
  sku?: string | null
  kind?: PurchasableKind | null
  options?: LineOptions | null
  snapshot?: Pick<PurchasableSnapshot, 'title' | 'variantTitle' | 'attributes' | 'distances'> | null
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** For the admin's export: the values themselves, in the shop's order (colour, size, style). */
export const bareLabel: LineLabel = (key, values) => {
  if (key === 'colour' || key === 'size' || key === 'style') return String(values.value)
  if (key === 'entrant') return String(values.name)
  if (key === 'transferFee' || key === 'deferralFee') return key
  return null
}

/** What a person needs to recognise a line: variant attributes and the entry options that matter. */
export function lineDetails(line: DescribedLine, label: LineLabel): string[] {
  const attributes = line.snapshot?.attributes ?? {}
  const options = line.options ?? {}
  const name = [text(options.firstName), text(options.lastName)].filter(Boolean).join(' ')
  const distance = distanceLabel(line)
  const team = line.kind === 'entry' || !line.kind ? text(options.teamName) : null
  return [
    attributes.colour ? label('colour', { value: attributes.colour }) : null,
    attributes.size ? label('size', { value: attributes.size }) : null,
    attributes.style ? label('style', { value: attributes.style }) : null,
    attributes.planWeeks ? label('planLine', { weeks: attributes.planWeeks }) : null,
    attributes.entryType === 'adult' ? label('entryAdult', {}) : null,
    attributes.entryType === 'child' ? label('entryChild', {}) : null,
    attributes.bookingChange === 'transfer' ? label('transferFee', {}) : null,
    attributes.bookingChange === 'deferral' ? label('deferralFee', {}) : null,
    name ? label('entrant', { name }) : null,
    distance ? label('distance', { distance }) : null,
    team ? label(options.entryPath === 'join-team' ? 'joiningTeam' : 'team', { name: team }) : null,
  ].filter((d): d is string => !!d)
}

/** An entry line's distance by its label in the cart's language; never the event's internal id. */
function distanceLabel(line: DescribedLine): string | null {
  const id = text(line.options?.distance)
  return id ? (line.snapshot?.distances?.find((d) => d.id === id)?.label ?? null) : null
}

/** The product, plan or event the line is of: its title when it was bought, never a SKU. */
export const lineTitle = (line: DescribedLine): string => line.snapshot?.title || line.description || line.sku || '?'

/** One line's name in a sentence: "Trail hoodie (Colour: Black, Size: M)", "Faster 10K". */
export function lineName(line: DescribedLine, label: LineLabel): string {
  const details = lineDetails(line, label)
  const variant = details.length ? details : line.snapshot?.variantTitle && line.snapshot.variantTitle !== lineTitle(line) ? [line.snapshot.variantTitle] : []
  return variant.length ? `${lineTitle(line)} (${variant.join(', ')})` : lineTitle(line)
}
