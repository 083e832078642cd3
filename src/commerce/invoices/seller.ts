import { z } from 'zod'
import type { InvoiceView } from './invoice-view'

const optionalText = z
  .string()
  .nullish()
  .transform((text) => text?.trim() || null)

/** The seller global as Payload answers it; what editors left empty reads as null. */
const sellerDoc = z.looseObject({
  name: z.string().nullish(),
  addressLines: z.string().nullish(),
  vatNumber: optionalText,
  companyNumber: optionalText,
  email: optionalText,
})

/** The seller block of every invoice, from the `seller` global (its address a line per line of the text area). */
export function sellerOf(doc: unknown): InvoiceView['seller'] {
  const seller = sellerDoc.parse(doc)
  return {
    name: seller.name?.trim() ?? '',
    addressLines: (seller.addressLines ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    vatNumber: seller.vatNumber,
    companyNumber: seller.companyNumber,
    email: seller.email,
  }
}
