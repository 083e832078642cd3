import type { Payload } from 'payload'

/** A complete UK delivery address with standard shipping, as checkout saves it before paying. */
export const ukDelivery = {
  shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB', addressLine1: '1 Mill Lane', city: 'Leeds', postcode: 'LS1 1AA' },
  shippingMethodHandle: 'standard',
}

/** The shop ships to the UK at `rate` pence (free unless said), and nowhere else. */
export async function shipToTheUk(payload: Payload, rate = 0) {
  await payload.updateGlobal({
    slug: 'shipping-rates',
    data: { zones: [{ name: 'UK', countries: ['GB'], rates: [{ currency: 'GBP', rate, freeOver: null }] }], otherCountries: { enabled: false } },
    context: { disableRevalidate: true },
  })
}
