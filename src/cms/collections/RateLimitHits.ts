import type { CollectionConfig } from 'payload'
import { nobody } from '../access'

/** Attempts counted by the database rate limiter; shared by every instance (Redis replaces it when configured). */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [{ name: 'key', type: 'text', required: true, index: true }],
}
