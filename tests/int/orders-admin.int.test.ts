import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as restGet } from '@/app/(payload)/api/[...slug]/route'
import { siteRequest } from '../support/requests'

let payload: Payload
let editorToken: string
const context = { disableRevalidate: true }

const order = (n: number, data: Record<string, unknown>) => ({
  number: `MP-TEST-000${n}`,
  cartNumber: `cart${n}`.padEnd(32, '0'),
  accessKey: 'k'.repeat(32),
  status: 'paid',
  email: `buyer${n}@example.com`,
  locale: 'en',
  gateway: 'card',
  paymentReference: `pi_export_${n}`,
  lineItems: [{ id: 1, purchasableId: 1, qty: n, options: {}, sku: 'CAP', description: 'Cap', kind: 'merch', unitPrice: 1000, subtotal: 1000 * n, discount: 0, total: 1000 * n, snapshot: null }],
  itemSubtotal: 1000 * n,
  totalDiscount: 0,
  totalShippingCost: 0,
  totalTax: 0,
  totalPrice: 1000 * n,
  ...data,
})

const exportCsv = async (query: string, token?: string) => {
  const response = await restGet(siteRequest(`/api/orders/export.csv${query}`, { headers: token ? { authorization: `JWT ${token}` } : {} }), {
    params: Promise.resolve({ slug: ['orders', 'export.csv'] }),
  })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'orders', data: order(1, {}) as never, context })
  await payload.create({ collection: 'orders', data: order(2, { status: 'refunded', email: 'refunds@example.com' }) as never, context })
  await payload.create({ collection: 'orders', data: order(3, { email: '=cmd|calc@example.com' }) as never, context })
  await payload.create({ collection: 'users', data: { email: 'editor@milepost.test', password: 'editor-password-1', roles: ['editor'] }, context })
  editorToken = (await payload.login({ collection: 'users', data: { email: 'editor@milepost.test', password: 'editor-password-1' } })).token!
})

describe('orders CSV export in the admin', () => {
  it('is for editors only', async () => {
    expect((await exportCsv('')).status).toBe(403)
  })

  it('exports every order, newest first, with a header', async () => {
    const csv = await exportCsv('', editorToken)
    expect(csv.status).toBe(200)
    expect(csv.type).toBe('text/csv; charset=utf-8')
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^number,placed_at,status,email/)
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['MP-TEST-0003', 'MP-TEST-0002', 'MP-TEST-0001'])
    expect(lines[1]).toContain("'=cmd|calc@example.com")
  })

  it('follows the list’s filters (status, email, date) and search', async () => {
    const byStatus = await exportCsv('?where[status][equals]=refunded', editorToken)
    expect(
      byStatus.text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['MP-TEST-0002'])
    const bySearch = await exportCsv('?search=buyer1', editorToken)
    expect(bySearch.text).toContain('MP-TEST-0001')
    expect(bySearch.text).not.toContain('MP-TEST-0002')
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const byDate = await exportCsv(`?where[createdAt][greater_than]=${future}`, editorToken)
    expect(byDate.text.trim().split('\r\n')).toHaveLength(1)
  })

  it('refuses filters on fields that do not exist', async () => {
    expect((await exportCsv('?where[secret][equals]=x', editorToken)).status).toBe(400)
  })
})
