import { describe, expect, it } from 'vitest'
import type { EventDetail } from '../server/content/catalogue'
import { eventJsonLd, serializeJsonLd } from './json-ld'

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
        { id: 1, title: 'Adult', price: 2500, inStock: true },
        { id: 2, title: 'Child', price: 1500, inStock: false },
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
})
