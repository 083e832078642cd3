import type { Payload, RequestContext } from 'payload'
import { defaultLocale, type Locale, locales } from '../i18n/locales'
import { seedSeller } from './seller'
import { seedTaxRatesIn } from './tax-rates'

const context: RequestContext = { disableRevalidate: true }

/** The rows of the `tax-rates` global in one language; `ids` keep every language on the same rows. */
const rowsIn = (locale: Locale, ids?: (string | null | undefined)[]) => seedTaxRatesIn(locale).map((rate, i) => ({ ...rate, ...(ids ? { id: ids[i] } : {}) }))

/** The markets' tax rates, names in every language, and the seller invoices name; unless editors already set them. */
export async function seedInvoicing(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const taxes = await payload.findGlobal({ slug: 'tax-rates', depth: 0 })
  if (!taxes.rates?.length) {
    // The country is a select of every ISO code, which the seeded rows are (src/seed/tax-rates.test.ts).
    const saved = await payload.updateGlobal({ slug: 'tax-rates', locale: defaultLocale, context, data: { rates: rowsIn(defaultLocale) as never } })
    const ids = (saved.rates ?? []).map((row) => row.id)
    for (const locale of locales.filter((l) => l !== defaultLocale)) {
      await payload.updateGlobal({ slug: 'tax-rates', locale, context, data: { rates: rowsIn(locale, ids) as never } })
    }
    created.push('tax rates')
  }
  const seller = await payload.findGlobal({ slug: 'seller', depth: 0 })
  if (!seller.name) {
    await payload.updateGlobal({ slug: 'seller', context, data: seedSeller })
    created.push('seller')
  }
  return created
}
