import type { GlobalConfig } from 'payload'
import { editors } from '../access'

/** Who sells, as invoices name them. Editors only: invoices are drawn on the server, past access control. */
export const Seller: GlobalConfig = {
  slug: 'seller',
  label: 'Seller (invoices)',
  admin: { group: 'Shop' },
  access: { read: editors, update: editors },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'addressLines', type: 'textarea', admin: { description: 'The postal address, a line per line' } },
    {
      type: 'row',
      fields: [
        { name: 'vatNumber', type: 'text' },
        { name: 'companyNumber', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'invoicePrefix', type: 'text', defaultValue: 'MP-', admin: { description: 'Put before each invoice number' } },
      ],
    },
  ],
}
