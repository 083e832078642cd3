import { describe, expect, it } from 'vitest'
import { kitShippedEmail, type ShippedParcelMail } from './shipped-email'

const words: Record<string, string> = {
  'orderEmail.line': '{qty} × {title}',
  'orderEmail.viewOrderLink': 'See your order online',
  'orderEmail.signOff': 'See you on the road',
  'basket.colour': 'Colour: {value}',
  'basket.size': 'Size: {value}',
  'kitEmail.subject': 'Your kit from order {number} is on its way',
  'kitEmail.intro': 'A parcel from your order {number} has left us. It holds:',
  'kitEmail.carrier': 'It travels with {carrier}; the tracking number is {tracking}.',
  'kitEmail.more': 'The rest of your kit follows in another parcel.',
  'kitEmail.trackParcel': 'Track the parcel',
}
const t = (key: string, values: Record<string, string | number> = {}) => (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

const parcel: ShippedParcelMail = {
  orderNumber: 'MP-1001',
  orderLines: [
    {
      id: 1,
      description: 'Trail hoodie',
      sku: 'HOODIE',
      kind: 'merch',
      options: {},
      snapshot: { title: 'Trail hoodie', variantTitle: 'Black / M', path: null, image: null, attributes: { colour: 'Black', size: 'M' } },
    },
  ],
  lines: [
    { lineId: 1, qty: 2, description: 'Trail hoodie (Black, M)' },
    { lineId: 7, qty: 1, description: 'A line since removed' },
  ],
  carrier: 'Royal Mail',
  trackingNumber: 'RM123<script>',
  trackingUrl: 'https://track.example/RM123',
  fulfilment: 'partly-shipped',
}

describe('the kit shipped mail', () => {
  it('lists the parcel’s lines in the buyer’s words, the carrier, the tracking link and the order page', () => {
    const mail = kitShippedEmail(parcel, 'en', 'https://milepost.test/order?number=MP-1001&key=k', t)
    expect(mail.subject).toBe('Your kit from order MP-1001 is on its way')
    expect(mail.text).toContain('- 2 × Trail hoodie (Colour: Black, Size: M)')
    expect(mail.text).toContain('- 1 × A line since removed')
    expect(mail.text).toContain('It travels with Royal Mail; the tracking number is RM123<script>.')
    expect(mail.text).toContain('The rest of your kit follows in another parcel.')
    expect(mail.text).toContain('Track the parcel: https://track.example/RM123')
    expect(mail.text).toContain('See your order online: https://milepost.test/order?number=MP-1001&key=k')
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.html).toContain('href="https://track.example/RM123"')
    expect(mail.html).toContain('RM123&#60;script&#62;')
    expect(mail.html).not.toContain('<script>')
  })

  it('leaves out the tracking button without a link, and the rest-follows line once all has shipped', () => {
    const mail = kitShippedEmail({ ...parcel, trackingUrl: null, fulfilment: 'shipped' }, 'en', 'https://milepost.test/order', t)
    expect(mail.text).not.toContain('Track the parcel')
    expect(mail.text).not.toContain('another parcel')
    expect(mail.html.match(/<a /g)).toHaveLength(1)
  })
})
