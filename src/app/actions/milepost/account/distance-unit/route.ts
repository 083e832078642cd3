import { z } from 'zod'
import { getPayloadClient } from '@/server/payload'
import { perCustomer, siteAction } from '@/server/http/site-action'

const unitBody = z.strictObject({ unit: z.enum(['km', 'mi']) })

/**
 * The unit the signed-in customer's runs, totals and paces show in (session cookie of a
 * `customers` account only): `200 {unit}`. Events' own distances keep the event's unit.
 */
export const POST = siteAction(
  { body: unitBody, requireCustomer: true, rateLimit: { key: perCustomer('distance-unit'), attempts: 60, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ body, customer }) => {
    const payload = await getPayloadClient()
    await payload.update({ collection: 'customers', id: customer.id, data: { distanceUnit: body.unit }, overrideAccess: true, context: { disableRevalidate: true } })
    return { unit: body.unit }
  },
)
