import type { Payload, RequestContext } from 'payload'
import { demoCurrencies, type FivePrices, fivePrices } from './prices'

const context: RequestContext = { disableRevalidate: true }

/** Demo coupons (docs/decisions/0008) — one of each rule an editor can set. */
export const demoCoupons = [
  { code: 'WELCOME10', description: '10% off everything', kind: 'percentage', amount: 10, scope: 'all' },
  {
    code: 'KIT5',
    description: '£5 off kit over £30 (5 € over 35 €, 50 kr over 350 kr, CA$10 over CA$50, MX$100 over MX$750)',
    kind: 'fixed',
    scope: 'merch',
    amounts: fivePrices({ GBP: 500, EUR: 500, SEK: 5000, CAD: 1000, MXN: 10000 }),
    minimumSpends: fivePrices({ GBP: 3000, EUR: 3500, SEK: 35000, CAD: 5000, MXN: 75000 }),
  },
  { code: 'FIRSTRUN', description: '20% off one entry per runner', kind: 'percentage', amount: 20, scope: 'entries', perEmailLimit: 1 },
  { code: 'SPRING2025', description: 'Ended spring sale', kind: 'percentage', amount: 15, scope: 'all', endsAt: '2025-05-31T23:59:59.000Z' },
  { code: 'CLUB15', description: '15% off kit for run-club members', kind: 'percentage', amount: 15, scope: 'merch', membersOnly: true },
] as const

/** Standard shipping in each currency, a shop's round figures: the rate, and free from a spend on merchandise. */
const shipping = (rate: FivePrices, freeOver: FivePrices) => demoCurrencies.map((currency) => ({ currency, rate: rate[currency], freeOver: freeOver[currency] }))

const europe = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'NO', 'PL', 'PT', 'SE']

export async function seedCommerce(payload: Payload): Promise<string[]> {
  const created: string[] = []
  for (const coupon of demoCoupons) {
    const { totalDocs } = await payload.count({ collection: 'coupons', where: { code: { equals: coupon.code } } })
    if (totalDocs) continue
    await payload.create({ collection: 'coupons', data: { ...coupon, enabled: true }, context })
    created.push(`coupon ${coupon.code}`)
  }
  const rates = await payload.findGlobal({ slug: 'shipping-rates', depth: 0 })
  if (!rates.zones?.length) {
    await payload.updateGlobal({
      slug: 'shipping-rates',
      context,
      data: {
        zones: [
          {
            name: 'United Kingdom',
            countries: ['GB'],
            rates: shipping({ GBP: 395, EUR: 450, SEK: 4900, CAD: 700, MXN: 9900 }, { GBP: 5000, EUR: 6000, SEK: 59900, CAD: 9000, MXN: 129900 }),
          },
          {
            name: 'Europe',
            countries: europe as never,
            rates: shipping({ GBP: 795, EUR: 895, SEK: 8900, CAD: 1400, MXN: 19900 }, { GBP: 8000, EUR: 9000, SEK: 89900, CAD: 14000, MXN: 199900 }),
          },
        ],
        otherCountries: {
          enabled: true,
          rates: shipping({ GBP: 1295, EUR: 1495, SEK: 14900, CAD: 2400, MXN: 34900 }, { GBP: 12000, EUR: 14000, SEK: 149900, CAD: 19900, MXN: 299900 }),
        },
      },
    })
    created.push('shipping rates')
  }
  return created
}
