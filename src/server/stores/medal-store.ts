import 'server-only'
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, type Tables } from '../../db/drizzle-tables'
import type { MedalAddress, MedalShipment } from '../../races/medals'
import type { MedalStore } from '../../races/store'

type ShipmentRow = Tables['medal_shipments']['$inferSelect']

const date = (value: string | null | undefined) => (value ? new Date(value) : null)
const iso = (value: Date) => value.toISOString()

export const toShipment = (row: ShipmentRow): MedalShipment => ({
  id: Number(row.id),
  entryId: Number(row.entry),
  status: row.status,
  address: row.address_addressLine1
    ? {
        firstName: row.address_firstName ?? '',
        lastName: row.address_lastName ?? '',
        company: row.address_company ?? null,
        addressLine1: row.address_addressLine1,
        addressLine2: row.address_addressLine2 ?? null,
        city: row.address_city ?? '',
        county: row.address_county ?? null,
        postcode: row.address_postcode ?? '',
        countryCode: row.address_countryCode ?? '',
        phone: row.address_phone ?? null,
      }
    : null,
  carrier: row.carrier ?? null,
  trackingNumber: row.trackingNumber ?? null,
  trackingUrl: row.trackingUrl ?? null,
  shippedAt: date(row.shippedAt),
})

const addressColumns = (a: MedalAddress) => ({
  address_firstName: a.firstName,
  address_lastName: a.lastName,
  address_company: a.company,
  address_addressLine1: a.addressLine1,
  address_addressLine2: a.addressLine2,
  address_city: a.city,
  address_county: a.county,
  address_postcode: a.postcode,
  address_countryCode: a.countryCode,
  address_phone: a.phone,
})

/** Medal shipments in Payload's `medal-shipments` table: the entrant's address, the early sweep. */
export function payloadMedalStore(payload: Payload): MedalStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, events } = tables
  const shipments = tables.medal_shipments
  return {
    async confirmMedalAddress(entryId, address) {
      const rows = await drizzle
        .update(shipments)
        .set({ ...addressColumns(address), status: 'address-confirmed', updatedAt: iso(new Date()) })
        .where(and(eq(shipments.entry, entryId), inArray(shipments.status, ['awaiting-address', 'address-confirmed'])))
        .returning({ id: shipments.id })
      if (rows.length) return 'confirmed'
      const [open] = await drizzle.select({ id: shipments.id }).from(shipments).where(eq(shipments.entry, entryId)).limit(1)
      return open ? 'locked' : null
    },
    async shipment(shipmentId) {
      const [row] = await drizzle.select().from(shipments).where(eq(shipments.id, shipmentId)).limit(1)
      return row ? toShipment(row) : null
    },
    async openEarlyShipments() {
      const owed = await drizzle
        .select({ id: entries.id, event: entries.event, firstName: entries.firstName, lastName: entries.lastName })
        .from(entries)
        .innerJoin(events, eq(entries.event, events.id))
        .where(
          and(
            eq(events.medalShipping, 'before-window'),
            eq(events.includesMedal, true),
            isNull(entries.cancelledAt),
            or(isNull(entries.noMedal), eq(entries.noMedal, false)),
            notInArray(entries.id, drizzle.select({ id: shipments.entry }).from(shipments)),
          ),
        )
        .limit(5000)
      const stamp = iso(new Date())
      for (const entry of owed) {
        await drizzle
          .insert(shipments)
          .values({ entry: entry.id, event: entry.event, recipient: `${entry.firstName} ${entry.lastName}`.trim(), status: 'awaiting-address', createdAt: stamp, updatedAt: stamp })
          .onConflictDoNothing()
      }
      return owed.length
    },
  }
}
