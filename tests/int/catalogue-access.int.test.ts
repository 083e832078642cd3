import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { pounds } from '../support/prices'

let payload: Payload
let editor: Awaited<ReturnType<Payload['create']>>
const context = { disableRevalidate: true }

async function makeProduct(slug: string, status: 'draft' | 'published') {
  const section = await payload.create({ collection: 'shop-sections', data: { title: `Section ${slug}`, slug: `section-${slug}` }, context })
  const product = await payload.create({
    collection: 'products',
    data: { title: slug, slug, productType: 'simple', section: section.id, _status: status },
    draft: status === 'draft',
    context,
  })
  const variant = await payload.create({
    collection: 'variants',
    data: { kind: 'merch', product: product.id, title: slug, sku: `SKU-${slug}`, prices: pounds(1000), stock: 3, isAvailable: true },
    context,
  })
  return { product, variant }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'editor-password-1', roles: ['editor'] },
    context,
  })
})

describe('catalogue access rules', () => {
  it('shows visitors published products only, editors drafts too', async () => {
    await makeProduct('published-bottle', 'published')
    await makeProduct('draft-bottle', 'draft')

    const visitor = await payload.find({ collection: 'products', overrideAccess: false, user: null, depth: 0 })
    const slugs = visitor.docs.map((d) => d.slug)
    expect(slugs).toContain('published-bottle')
    expect(slugs).not.toContain('draft-bottle')

    const staff = await payload.find({ collection: 'products', overrideAccess: false, user: { ...editor, collection: 'users' }, draft: true, depth: 0 })
    expect(staff.docs.map((d) => d.slug)).toEqual(expect.arrayContaining(['published-bottle', 'draft-bottle']))
  })

  it('hides the variants (and prices) of draft products from visitors', async () => {
    const visitor = await payload.find({ collection: 'variants', overrideAccess: false, user: null, depth: 0 })
    const skus = visitor.docs.map((d) => d.sku)
    expect(skus).toContain('SKU-published-bottle')
    expect(skus).not.toContain('SKU-draft-bottle')
  })

  it('refuses catalogue writes and subscriber reads to visitors', async () => {
    await expect(
      payload.create({
        collection: 'shop-sections',
        data: { title: 'Hack', slug: 'hack' },
        overrideAccess: false,
        user: null,
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'subscribers', overrideAccess: false, user: null })).rejects.toThrow()
  })

  it('keeps SKUs unique', async () => {
    await expect(
      payload.create({
        collection: 'variants',
        data: { kind: 'merch', product: (await makeProduct('another', 'published')).product.id, title: 'dup', sku: 'SKU-another', prices: pounds(1) },
        context,
      }),
    ).rejects.toThrow()
  })
})
