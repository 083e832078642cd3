'use client'

import { useSearchParams } from 'next/navigation'

/** Above an admin list: downloads what the list shows (its filters and search) as CSV. */
function ExportLink({ collection }: { collection: string }) {
  const params = useSearchParams()
  const kept = new URLSearchParams([...params].filter(([key]) => key === 'search' || key.startsWith('where')))
  const query = kept.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${collection}/export.csv${query ? `?${query}` : ''}`} download>
        Export CSV
      </a>
    </div>
  )
}

export const OrdersExportLink = () => <ExportLink collection="orders" />
export const EntriesExportLink = () => <ExportLink collection="entries" />
export const TeamsExportLink = () => <ExportLink collection="teams" />
export const MedalShipmentsExportLink = () => <ExportLink collection="medal-shipments" />
