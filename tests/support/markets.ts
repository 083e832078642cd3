import type { Payload, RequestContext } from 'payload'
import { defaultLocale, locales } from '../../src/i18n/locales'
import { seedMarkets } from '../../src/seed/markets'
import { seedTaxRates } from '../../src/seed/tax-rates'

const context: RequestContext = { disableRevalidate: true }

/** The five demo markets and the seeded tax rates (names in every language), as a seeded shop has them. */
export async function seedMarketsAndTaxRates(payload: Payload): Promise<void> {
  await seedMarkets(payload)
  const row = (rate: (typeof seedTaxRates)[number], locale: (typeof locales)[number]) => ({
    country: rate.country,
    region: rate.region,
    taxClass: rate.taxClass,
    percent: rate.percent,
    name: rate.name[locale],
  })
  const saved = await payload.updateGlobal({ slug: 'tax-rates', locale: defaultLocale, context, data: { rates: seedTaxRates.map((rate) => row(rate, defaultLocale)) } as never })
  const ids = (saved.rates ?? []).map((stored) => stored.id)
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    await payload.updateGlobal({ slug: 'tax-rates', locale, context, data: { rates: seedTaxRates.map((rate, i) => ({ ...row(rate, locale), id: ids[i] })) } as never })
  }
}
