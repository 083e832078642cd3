import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'

/**
 * Provider webhook deliveries already handled, by `provider:eventId` (unique): a replayed or
 * duplicated delivery is answered without being handled again.
 */
export const WebhookEvents: CollectionConfig = {
  slug: 'webhook-events',
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'type', 'result', 'createdAt'], group: 'Shop', hidden: ({ user }) => !user },
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
    { name: 'result', type: 'text' },
  ],
}
