import type { EventSummary } from '../content/catalogue-views'

/** The events open for entry on `today` (YYYY-MM-DD): on sale with a place left, and not over. */
export function openForEntry(events: EventSummary[], today = new Date().toISOString().slice(0, 10)): EventSummary[] {
  return events.filter((event) => event.fromPrices !== null && event.end.slice(0, 10) >= today)
}
