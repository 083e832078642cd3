import type { Race } from './race'

/** A medal's way to the runner (the fulfilment queue's columns, in order). */
export const MEDAL_STATUSES = ['awaiting-address', 'address-confirmed', 'ready-to-ship', 'shipped'] as const
export type MedalStatus = (typeof MEDAL_STATUSES)[number]

export type MedalAddress = {
  firstName: string
  lastName: string
  company: string | null
  addressLine1: string
  addressLine2: string | null
  city: string
  county: string | null
  postcode: string
  countryCode: string
  phone: string | null
}

export type MedalShipment = {
  id: number
  entryId: number
  status: MedalStatus
  address: MedalAddress | null
  carrier: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  shippedAt: Date | null
}

/** An entry is owed a medal when its event has one and the entrant did not choose to go without. */
export const owesMedal = (race: Pick<Race, 'event' | 'noMedal'>) => race.event.includesMedal && !race.noMedal

/**
 * When the medal's shipment opens: on finishing (the default), or, for events that ship before
 * the window opens, as soon as the entry exists.
 */
export const shipsBeforeWindow = (race: Pick<Race, 'event'>) => race.event.medalShipping === 'before-window'

/** The runner may set or change the address until editors have packed the medal. */
export const addressChangeable = (status: MedalStatus) => status === 'awaiting-address' || status === 'address-confirmed'

/** A carrier's tracking page for a parcel: the editor's link, else a search for the number. */
export function trackingLink(shipment: Pick<MedalShipment, 'trackingUrl' | 'trackingNumber' | 'carrier'>): string | null {
  if (shipment.trackingUrl) return shipment.trackingUrl
  if (!shipment.trackingNumber) return null
  return `https://www.google.com/search?q=${encodeURIComponent(`${shipment.carrier ?? ''} ${shipment.trackingNumber}`.trim())}`
}
