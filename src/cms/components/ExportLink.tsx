'use client'

import { useSearchParams } from 'next/navigation'

/** Above an admin list: downloads what the list shows (its filters and search) as CSV. */
function ExportLink({ collection, path = 'export.csv', label = 'Export CSV' }: { collection: string; path?: string; label?: string }) {
  const params = useSearchParams()
  const kept = new URLSearchParams([...params].filter(([key]) => key === 'search' || key.startsWith('where')))
  const query = kept.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${collection}/${path}${query ? `?${query}` : ''}`} download>
        {label}
      </a>
    </div>
  )
}

export const OrdersExportLink = () => <ExportLink collection="orders" />
export const EntriesExportLink = () => <ExportLink collection="entries" />
export const TeamsExportLink = () => <ExportLink collection="teams" />
export const MedalShipmentsExportLink = () => <ExportLink collection="medal-shipments" />
export const AuditEventsExportLink = () => <ExportLink collection="audit-events" label="Booking report (CSV)" />

/** Above the orders list: the kit left to pack of the orders it shows (to ship or partly shipped), one row per line. */
export const PackingListLink = () => <ExportLink collection="orders" path="packing-list" label="Packing list (CSV)" />
