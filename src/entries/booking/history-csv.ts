import { csvCell } from '../../commerce/orders/csv'

/** One line of history as the CSV reads it: its entry and order as ids or populated documents. */
export type HistoryLine = {
  createdAt: string
  action: string
  actorKind: string
  actor?: string | null
  entry?: number | { id: number; event?: number | { id: number } | null; email?: string | null } | null
  order?: number | { id: number; number?: string | null } | null
  team?: number | { id: number; name?: string | null } | null
  /** The entry's event when the line was written (a deferral: the one it left); older lines have none. */
  event?: number | { id: number } | null
  detail?: unknown
}

export const HISTORY_COLUMNS = ['date', 'action', 'by', 'who', 'event_id', 'entry_id', 'entry_email', 'order', 'team', 'detail'] as const

export const historyCsvHeader = () => HISTORY_COLUMNS.join(',')

const idOf = (value: number | { id: number } | null | undefined) => (value === null || value === undefined ? '' : typeof value === 'number' ? value : value.id)

/**
 * A row of the booking report: who did what to which entry, order or team, and when (transfers
 * offered, taken back and claimed, changes, cancellations and refunds), with the change itself as JSON.
 */
export function historyCsvRow(line: HistoryLine): string {
  const entry = typeof line.entry === 'object' && line.entry ? line.entry : null
  const order = typeof line.order === 'object' && line.order ? line.order : null
  const team = typeof line.team === 'object' && line.team ? line.team : null
  return [
    line.createdAt,
    line.action,
    line.actorKind,
    line.actor ?? '',
    line.event ? idOf(line.event) : entry ? idOf(entry.event) : '',
    idOf(line.entry),
    entry?.email ?? '',
    order?.number ?? idOf(line.order),
    team?.name ?? idOf(line.team),
    line.detail === null || line.detail === undefined ? '' : JSON.stringify(line.detail),
  ]
    .map(csvCell)
    .join(',')
}
