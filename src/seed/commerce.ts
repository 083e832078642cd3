import type { Payload, RequestContext } from 'payload'

const context: RequestContext = { disableRevalidate: true }

/** Demo coupons (docs/decisions/0008) — one of each rule an editor can set. */
export const demoCoupons = [
  { code: 'WELCOME10', description: '10% off everything', kind: 'percentage', amount: 10, scope: 'all' },
  { code: 'KIT5', description: '£5 off kit over £30', kind: 'fixed', amount: 500, scope: 'merch', minimumSpend: 3000 },
  { code: 'FIRSTRUN', description: '20% off one entry per runner', kind: 'percentage', amount: 20, scope: 'entries', perEmailLimit: 1 },
  { code: 'SPRING2025', description: 'Ended spring sale', kind: 'percentage', amount: 15, scope: 'all', endsAt: '2025-05-31T23:59:59.000Z' },
  { code: 'CLUB15', description: '15% off kit for run-club members', kind: 'percentage', amount: 15, scope: 'merch', membersOnly: true },
] as const

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
          { name: 'United Kingdom', countries: ['GB'], rate: 395, freeOver: 5000 },
          { name: 'Europe', countries: europe as never, rate: 795, freeOver: 8000 },
        ],
        otherCountries: { enabled: true, rate: 1295, freeOver: 12000 },
      },
    })
    created.push('shipping rates')
  }
  return created
}
