import { csvCell } from '../commerce/orders/csv'

/** A shipment as the export reads it (depth 1: its event is a document). */
export type ExportedShipment = {
  recipient: string
  status: string
  event?: { title?: string | null } | number | null
  address?: Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>> | null
  carrier?: string | null
  trackingNumber?: string | null
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'addressLine1', 'addressLine2', 'city', 'county', 'postcode', 'countryCode', 'phone'] as const

/** One parcel a row, the address split as shipping companies' import sheets want it. */
export const MEDAL_CSV_COLUMNS = [
  'recipient',
  'event',
  'status',
  'first_name',
  'last_name',
  'company',
  'address_line_1',
  'address_line_2',
  'city',
  'county',
  'postcode',
  'country',
  'phone',
  'carrier',
  'tracking_number',
] as const

export const medalCsvHeader = () => MEDAL_CSV_COLUMNS.join(',')

export function medalCsvRow(shipment: ExportedShipment): string {
  const event = typeof shipment.event === 'object' && shipment.event ? (shipment.event.title ?? '') : String(shipment.event ?? '')
  return [shipment.recipient, event, shipment.status, ...ADDRESS_FIELDS.map((field) => shipment.address?.[field] ?? ''), shipment.carrier ?? '', shipment.trackingNumber ?? ''].map(csvCell).join(',')
}
