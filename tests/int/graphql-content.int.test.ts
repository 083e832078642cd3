/** C7: the content queries of spec §7, over /api/graphql as a visitor sends them, within its bounds. */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlCall } from '../support/payload-api'
import { pounds } from '../support/prices'

let payload: Payload
const context = { disableRevalidate: true }
const ids = { event: 0, product: 0, tee: 0, adult: 0 }

beforeAll(async () => {
  payload = await getPayload({ config })
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()
  const image = await payload.create({ collection: 'media', data: { alt: 'Medal' }, file: { data: bytes, mimetype: 'image/png', name: 'medal.png', size: bytes.byteLength }, context })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'kit' }, context })
  const product = await payload.create({
    collection: 'products',
    data: { title: 'Finisher tee', slug: 'finisher-tee', productType: 'simple', section: section.id, images: [image.id], _status: 'published' },
    context,
  })
  ids.product = Number(product.id)
  ids.tee = Number(
    (await payload.create({ collection: 'variants', data: { kind: 'merch', product: product.id, title: 'Tee', sku: 'TEE-1', prices: pounds(2000), stock: 5, isAvailable: true }, context })).id,
  )
  const event = await payload.create({
    collection: 'events',
    data: {
      title: 'Spring 10K',
      slug: 'spring-10k',
      shortDescription: 'Run 10K',
      eventStartDate: '2030-04-01',
      eventEndDate: '2030-04-30',
      image: image.id,
      defaultPrice: 1500,
      entryDistances: [{ label: '10K', lengthKm: 10 }],
      merch: [product.id],
      _status: 'published',
    } as never,
    context,
  })
  ids.event = Number(event.id)
  ids.adult = Number(
    (await payload.create({ collection: 'variants', data: { kind: 'entry', event: event.id, title: 'Adult', sku: 'SPRING-ADULT', prices: pounds(1500), entryType: 'adult' }, context })).id,
  )
  await payload.updateGlobal({
    slug: 'header-menu',
    data: { entries: [{ title: 'Events', menu_item: { type: 'internal', path: '/events' }, children: [{ title: 'Enter', menu_item: { type: 'internal', path: '/events/enter' } }] }] },
    context,
  })
  const [events] = (await payload.findGlobal({ slug: 'header-menu', depth: 0 })).entries ?? []
  await payload.updateGlobal({
    slug: 'header-menu',
    locale: 'de',
    data: { entries: [{ id: events!.id, title: 'Veranstaltungen', menu_item: events!.menu_item, children: events!.children?.map((child) => ({ ...child, title: 'Anmelden' })) }] },
    context,
  })
  await payload.updateGlobal({ slug: 'footer-menu', data: { entries: [{ title: 'Contact', footer_link: { type: 'internal', path: '/contact' } }] }, context })
})

const data = async (query: string) => {
  const answer = await graphqlCall(query)
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined()
  return answer.body.data
}

describe('GraphQL answers the front end’s content queries: menus, products with variants, events with merch (C7)', () => {
  it('the header menu, level 1, per site (locale)', async () => {
    expect((await data('{ HeaderMenu { entries { title menu_item { type path } } } }')).HeaderMenu.entries).toEqual([{ title: 'Events', menu_item: { type: 'internal', path: '/events' } }])
    expect((await data('{ HeaderMenu(locale: de) { entries { title } } }')).HeaderMenu.entries[0].title).toBe('Veranstaltungen')
  })

  it('the site ids of the content system, one per locale, to map to the locale argument (spec §3, Y1)', async () => {
    const { Sites } = await data('{ Sites { siteId locale languageTag } }')
    expect(Sites).toHaveLength(9)
    expect(Sites[0]).toEqual({ siteId: 1, locale: 'en', languageTag: 'en' })
    expect(Sites.map((s: { siteId: number; locale: string }) => `${s.siteId}:${s.locale}`)).toEqual(['1:en', '2:es', '3:nl', '4:de', '5:fr', '6:it', '7:sv', '8:fr-ca', '9:es-mx'])
    const locale = Sites.find((s: { siteId: number }) => s.siteId === 4).locale.replace('-', '_')
    expect((await data(`{ HeaderMenu(locale: ${locale}) { entries { title } } }`)).HeaderMenu.entries[0].title).toBe('Veranstaltungen')
  })

  it('the footer menu', async () => {
    expect((await data('{ FooterMenu { entries { title footer_link { path } } } }')).FooterMenu.entries[0]).toEqual({ title: 'Contact', footer_link: { path: '/contact' } })
  })

  it('the variants of a product, and a variant’s product id', async () => {
    const { Variants } = await data(`{ Variants(where: { product: { equals: ${ids.product} } }) { docs { id title prices { currency amount } } } }`)
    expect(Variants.docs).toEqual([{ id: ids.tee, title: 'Tee', prices: [{ currency: 'GBP', amount: 2000 }] }])
    const { Variant } = await data(`{ Variant(id: ${ids.tee}) { product { id } } }`)
    expect(Variant.product.id).toBe(ids.product)
  })

  it('one event product with its merch and variants', async () => {
    const { Event } = await data(`{ Event(id: ${ids.event}) { title merch { title variants { docs { id prices { currency amount } } } } variants { docs { id title entryType } } } }`)
    expect(Event.title).toBe('Spring 10K')
    expect(Event.merch[0].variants.docs).toEqual([{ id: ids.tee, prices: [{ currency: 'GBP', amount: 2000 }] }])
    expect(Event.variants.docs).toEqual([{ id: ids.adult, title: 'Adult', entryType: 'adult' }])
  })

  it('all event products with their variants', async () => {
    const { Events } = await data('{ Events(limit: 100) { totalDocs docs { slug variants { docs { id } } } } }')
    expect(Events.docs).toEqual([{ slug: 'spring-10k', variants: { docs: [{ id: ids.adult }] } }])
  })
})
