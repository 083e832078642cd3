import type { CollectionConfig } from 'payload'
import { closedAccess } from '../access'

/** Attempts counted by the database rate limiter; shared by every instance (Redis replaces it when configured). */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  admin: { hidden: true },
  access: closedAccess({}),
  fields: [{ name: 'key', type: 'text', required: true, index: true }],
}
