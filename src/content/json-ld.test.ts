import { describe, expect, it } from 'vitest'
import { money } from '../commerce/money'
import type { EventDetail, ProductDetail } from '../server/content/catalogue'
import { eventJsonLd, planJsonLd, productJsonLd, serializeJsonLd } from './json-ld'

describe('JSON-LD', () => {
  it('escapes < so a title cannot end the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  it('describes a virtual event with one offer per entry type', () => {
    const event = {
      title: 'Spring 10K',
      shortDescription: 'Run anywhere',
      start: '2027-03-01T00:00:00.000Z',
      end: '2027-03-31T00:00:00.000Z',
      availableForPurchase: true,
      entryTypes: [
        { id: 1, title: 'Adult', prices: [money(2500, 'GBP')], inStock: true },
        { id: 2, title: 'Child', prices: [money(1500, 'GBP')], inStock: false },
      ],
    } as EventDetail
    const data = eventJsonLd(event, 'https://milepost.run/events/spring-10k', null)
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2027-03-01',
      location: { '@type': 'VirtualLocation', url: 'https://milepost.run/events/spring-10k' },
      offers: [
        { price: 25, priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
        { price: 15, availability: 'https://schema.org/SoldOut' },
      ],
    })
  })

  it('offers each entry type once in every currency it is priced in', () => {
    const event = {
      title: 'Spring 10K',
      shortDescription: 'Run anywhere',
      start: '2027-03-01T00:00:00.000Z',
      end: '2027-03-31T00:00:00.000Z',
      availableForPurchase: true,
      entryTypes: [{ id: 1, title: 'Adult', prices: [money(2500, 'GBP'), money(2900, 'EUR'), money(29900, 'SEK')], inStock: true }],
    } as EventDetail
    const { offers } = eventJsonLd(event, 'https://milepost.run/events/spring-10k', null)
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Adult', 25, 'GBP'],
      ['Adult', 29, 'EUR'],
      ['Adult', 299, 'SEK'],
    ])
  })

  it('offers each variant of a product in each of its currencies, with the variant’s stock', () => {
    const product = {
      title: 'Finisher tee',
      description: null,
      variants: [
        { id: 1, title: 'M', prices: [money(2500, 'GBP'), money(4500, 'CAD')], inStock: true, isDefault: true, maxQty: 9 },
        { id: 2, title: 'L', prices: [money(2500, 'GBP')], inStock: false, isDefault: false, maxQty: 0 },
      ],
    } as unknown as ProductDetail
    const { offers } = productJsonLd(product, 'https://milepost.run/shop/products/tee', [])
    expect(offers).toEqual([
      { '@type': 'Offer', name: 'M', price: 25, priceCurrency: 'GBP', availability: 'https://schema.org/InStock', url: 'https://milepost.run/shop/products/tee' },
      { '@type': 'Offer', name: 'M', price: 45, priceCurrency: 'CAD', availability: 'https://schema.org/InStock', url: 'https://milepost.run/shop/products/tee' },
      { '@type': 'Offer', name: 'L', price: 25, priceCurrency: 'GBP', availability: 'https://schema.org/SoldOut', url: 'https://milepost.run/shop/products/tee' },
    ])
  })

  it('offers a paid plan in each currency, with its decimals (none for yen)', () => {
    const plan = { title: 'First 10K', summary: 'Eight weeks', prices: [money(1999, 'GBP'), money(299900, 'MXN'), money(3000, 'JPY')] }
    const { offers } = planJsonLd(plan, 'https://milepost.run/training-plans/first-10k', null)
    expect(offers).toEqual([
      { '@type': 'Offer', price: 19.99, priceCurrency: 'GBP', availability: 'https://schema.org/OnlineOnly', url: 'https://milepost.run/training-plans/first-10k' },
      { '@type': 'Offer', price: 2999, priceCurrency: 'MXN', availability: 'https://schema.org/OnlineOnly', url: 'https://milepost.run/training-plans/first-10k' },
      { '@type': 'Offer', price: 3000, priceCurrency: 'JPY', availability: 'https://schema.org/OnlineOnly', url: 'https://milepost.run/training-plans/first-10k' },
    ])
  })
})
