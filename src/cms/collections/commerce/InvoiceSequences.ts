import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'

/**
 * The next invoice number (issue 27: sequential, no gaps). Order completion takes it with one
 * `UPDATE … RETURNING` inside the transaction that writes the order, so the row's lock puts
 * concurrent completions in line and a rolled-back completion gives its number back.
 */
export const InvoiceSequences: CollectionConfig = {
  slug: 'invoice-sequences',
  admin: { useAsTitle: 'key', group: 'Shop', hidden: true },
  access: closedAccess({ read: editors }),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'next', type: 'number', required: true, min: 1, defaultValue: 1 },
  ],
}
