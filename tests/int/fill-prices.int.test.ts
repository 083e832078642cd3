import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { siteRequest } from '../support/requests'

let payload: Payload
let editorToken: string
let customerToken: string
const context = { disableRevalidate: true }
let poundsOnly: number
let withKronor: number
let eurosOnly: number

const fill = async (body: unknown, token?: string) => {
  const response = await restPost(siteRequest('/api/variants/fill-prices', { method: 'POST', body, headers: token ? { authorization: `JWT ${token}` } : {} }), {
    params: Promise.resolve({ slug: ['variants', 'fill-prices'] }),
  })
  return { status: response.status, body: (await response.json()) as { updated?: number; error?: string } }
}

const pricesOf = async (id: number) => (await payload.findByID({ collection: 'variants', id, depth: 0 })).prices?.map(({ currency, amount }) => ({ currency, amount }))

beforeAll(async () => {
  payload = await getPayload({ config })
  // The markets global comes with the markets work of the same issue; until the types know it, its slug is cast.
  await payload.updateGlobal({
    slug: 'markets' as never,
    data: {
      markets: [
        { code: 'uk', name: 'United Kingdom', currency: 'GBP', languages: ['en'], countries: ['GB'], pricesIncludeTax: true, roundingStep: 100, roundingEnding: 1 },
        { code: 'se', name: 'Sweden', currency: 'SEK', languages: ['sv'], countries: ['SE'], pricesIncludeTax: true, roundingStep: 1000, roundingEnding: 100 },
      ],
    } as never,
    context,
  })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'fill-kit' }, context })
  const product = await payload.create({ collection: 'products', data: { title: 'Tee', slug: 'fill-tee', productType: 'simple', section: section.id, _status: 'published' }, context })
  const variant = (sku: string, prices: { currency: 'GBP' | 'EUR' | 'SEK'; amount: number }[]) =>
    payload.create({ collection: 'variants', data: { kind: 'merch', product: product.id, title: sku, sku, prices, hasUnlimitedStock: true, isAvailable: true }, context })
  poundsOnly = (await variant('FILL-GBP', [{ currency: 'GBP', amount: 2500 }])).id
  withKronor = (
    await variant('FILL-SEK', [
      { currency: 'GBP', amount: 2500 },
      { currency: 'SEK', amount: 24_900 },
    ])
  ).id
  eurosOnly = (await variant('FILL-EUR', [{ currency: 'EUR', amount: 2900 }])).id

  await payload.create({ collection: 'users', data: { email: 'fill-editor@milepost.test', password: 'editor-password-1', roles: ['editor'] }, context })
  editorToken = (await payload.login({ collection: 'users', data: { email: 'fill-editor@milepost.test', password: 'editor-password-1' } })).token ?? ''
  await payload.create({
    collection: 'customers',
    data: { email: 'fill-runner@example.com', password: 'runner-password-1', firstName: 'Ann', lastName: 'Runner', _verified: true },
    disableVerificationEmail: true,
    context,
  })
  customerToken = (await payload.login({ collection: 'customers', data: { email: 'fill-runner@example.com', password: 'runner-password-1' } })).token ?? ''
})

describe('filling missing prices from a rate', () => {
  it('is for editors only: visitors and customers are refused', async () => {
    expect((await fill({ from: 'GBP', to: 'SEK', rate: 11.9 })).status).toBe(403)
    expect((await fill({ from: 'GBP', to: 'SEK', rate: 11.9 }, customerToken)).status).toBe(403)
    expect(await pricesOf(poundsOnly)).toEqual([{ currency: 'GBP', amount: 2500 }])
  })

  it('refuses a body that is not two currencies and a rate, saying what it wants', async () => {
    for (const body of [
      {},
      { from: 'GBP', to: 'SEK' },
      { from: 'GBP', to: 'SEK', rate: 0 },
      { from: 'GBP', to: 'SEK', rate: 2_000_000 },
      { from: 'GBP', to: 'GBP', rate: 1 },
      { from: 'GBP', to: 'XXQ', rate: 2 },
      { from: 'GBP', to: 'SEK', rate: '11.9' },
      { from: 'GBP', to: 'SEK', rate: 11.9, extra: true },
    ]) {
      const answer = await fill(body, editorToken)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error).toMatch(/currency codes .* rate/)
    }
  })

  it('refuses a currency no market sells in', async () => {
    const answer = await fill({ from: 'GBP', to: 'CAD', rate: 1.7 }, editorToken)
    expect(answer.status).toBe(409)
    expect(answer.body.error).toContain('CAD')
  })

  it('gives variants priced in pounds and not in kronor a price rounded to Sweden’s endings, and leaves the others as they were', async () => {
    const answer = await fill({ from: 'gbp', to: 'SEK', rate: 11.9 }, editorToken)
    expect(answer).toEqual({ status: 200, body: { updated: 1 } })
    expect(await pricesOf(poundsOnly)).toEqual([
      { currency: 'GBP', amount: 2500 },
      { currency: 'SEK', amount: 29_900 },
    ])
    expect(await pricesOf(withKronor)).toEqual([
      { currency: 'GBP', amount: 2500 },
      { currency: 'SEK', amount: 24_900 },
    ])
    expect(await pricesOf(eurosOnly)).toEqual([{ currency: 'EUR', amount: 2900 }])
    // A second fill finds nothing missing.
    expect((await fill({ from: 'GBP', to: 'SEK', rate: 12.5 }, editorToken)).body).toEqual({ updated: 0 })
  })
})
