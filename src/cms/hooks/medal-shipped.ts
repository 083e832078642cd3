import { APIError, type CollectionAfterChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { jobs } from '../../server/jobs/catalogue'

type ShipmentData = {
  status?: string
  carrier?: string | null
  trackingNumber?: string | null
  trackingUrl?: string | null
  shippedAt?: string | null
  address?: { addressLine1?: string | null } | null
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''

/**
 * A parcel is packed only for a confirmed address and marked shipped only with a carrier and a
 * tracking number too; a
 * tracking link must be a web address (it goes into the runner's mail). The moment it ships is kept.
 */
export const requireTrackingWhenShipped: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const next = { ...(originalDoc as ShipmentData | undefined), ...(data as ShipmentData | undefined) }
  if (filled(next.trackingUrl) && !/^https:\/\/[^\s"'<>]+$/i.test(String(next.trackingUrl).trim())) {
    throw new APIError('The tracking link must be an https:// address.', 400, null, true)
  }
  // Packing locks the address (the runner can no longer change it): there must be one to pack for.
  if ((next.status === 'ready-to-ship' || next.status === 'shipped') && !filled(next.address?.addressLine1)) {
    throw new APIError('The runner has not confirmed a delivery address yet.', 400, null, true)
  }
  if (next.status === 'shipped') {
    if (!filled(next.carrier) || !filled(next.trackingNumber)) throw new APIError('Enter the carrier and the tracking number to mark the medal shipped.', 400, null, true)
    if (!next.shippedAt && data) data.shippedAt = new Date().toISOString()
  }
  return data
}

/**
 * The moment a shipment becomes "shipped", the runner's tracking mail is queued in the same
 * transaction (sent by a worker, once per shipment).
 */
export const queueShippedMail: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'shipped' || previousDoc?.status === 'shipped') return doc
  const { name, attempts } = jobs.medalShipped
  const key = `${name}:${doc.id}`
  const existing = await req.payload.find({ collection: 'jobs', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, req })
  if (existing.totalDocs === 0) {
    await req.payload.create({
      collection: 'jobs',
      data: { task: name, input: { shipmentId: doc.id }, key, status: 'queued', attempts: 0, maxAttempts: attempts, runAt: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
