import config from '@payload-config'
import { type Field, getPayload, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { editorTodos, type TodoDefinition } from '@/cms/dashboard/todos'
import { entrant, raceEvent } from '../support/race-world'

const context = { disableRevalidate: true }

/** An editor, as the admin's requests carry them. */
async function staff(payload: Payload) {
  const found = await payload.find({ collection: 'users', where: { email: { equals: 'screens-editor@milepost.test' } }, depth: 0 })
  const user = found.docs[0] ?? (await payload.create({ collection: 'users', data: { email: 'screens-editor@milepost.test', password: 'editor-password-1', roles: ['editor'] } as never, context }))
  return { ...user, collection: 'users' as const }
}

/** Every field of a list, inside rows, collapsibles, tabs, groups, arrays and blocks, with its path. */
function* walk(fields: Field[], path: string): Generator<{ field: Field; path: string }> {
  for (const field of fields) {
    const here = 'name' in field && field.name ? `${path}.${field.name}` : path
    yield { field, path: here }
    if ('fields' in field && Array.isArray(field.fields)) yield* walk(field.fields, here)
    if (field.type === 'tabs') for (const tab of field.tabs) yield* walk(tab.fields, 'name' in tab && tab.name ? `${here}.${tab.name}` : here)
    if (field.type === 'blocks') for (const block of field.blocks ?? []) if (typeof block === 'object') yield* walk(block.fields, `${here}.${block.slug}`)
  }
}

describe('the admin loads nothing from a CDN', () => {
  it('no JSON or code field uses Payload’s own editor (Monaco, loaded from a CDN): each has a read-only view of ours', async () => {
    const sanitized = await config
    const editors: string[] = []
    // Payload's own collections that the admin never shows (preferences, its key-value store) aside.
    const shown = [...sanitized.collections, ...sanitized.globals].filter((owner) => owner.admin?.hidden !== true)
    for (const owner of shown) {
      for (const { field, path } of walk(owner.fields, owner.slug)) {
        if ((field.type === 'json' || field.type === 'code') && !field.admin?.hidden && !field.admin?.components?.Field) editors.push(path)
      }
    }
    expect(editors).toEqual([])
  })
})

describe('the admin’s list of runs', () => {
  it('shows the runner, distance in km, time and pace to staff, computed on read; the site’s own reads go without', async () => {
    const payload = await getPayload({ config })
    const event = await raceEvent(payload, { startDay: '2026-01-01', endDay: '2026-12-31', title: 'Columns Race' })
    const { entryId } = await entrant(payload, event, { email: 'columns@example.com', firstName: 'Åsa', lastName: 'Öberg' })
    const run = await payload.create({
      collection: 'activities',
      data: { entry: entryId, event: event.id, startedAt: '2026-06-01T07:00:00.000Z', distanceMeters: 10_250, durationSeconds: 3123, source: 'manual', status: 'held' } as never,
      context,
    })
    const editor = await staff(payload)
    const listed = await payload.find({ collection: 'activities', where: { id: { equals: run.id } }, depth: 0, overrideAccess: false, user: editor })
    expect(listed.docs[0]).toMatchObject({ runner: 'Åsa Öberg', distance: '10.25 km', time: '52:03', pace: '5:05 /km' })
    const own = await payload.findByID({ collection: 'activities', id: run.id, depth: 0 })
    expect(own).not.toHaveProperty('runner', 'Åsa Öberg')
    // The list's search finds a run by its runner's name.
    const found = await payload.find({ collection: 'activities', where: { 'entry.lastName': { like: 'Öberg' } }, depth: 0, overrideAccess: false, user: editor })
    expect(found.docs.map((doc) => doc.id)).toContain(run.id)
  })
})

describe('the dashboard’s to-dos', () => {
  it('count held runs, medals to ship and paid kit orders under the editor’s access, each linking to its filtered list', async () => {
    const payload = await getPayload({ config })
    const editor = await staff(payload)
    const count = (todo: TodoDefinition) => payload.count({ collection: todo.collection, where: todo.where, overrideAccess: false, user: editor }).then(({ totalDocs }) => totalDocs)
    const before = await editorTodos(count, '/admin')
    const held = before.find((todo) => todo.key === 'held-runs')!
    expect(held.count).toBeGreaterThanOrEqual(1)
    expect(held.href).toBe('/admin/collections/activities?where[status][equals]=held')
    expect(before.find((todo) => todo.key === 'refund-requests')?.href).toBe('/admin/collections/refund-requests?where[status][equals]=pending')
    await payload.create({
      collection: 'orders',
      data: {
        number: 'MP-TODO-0001',
        cartNumber: 'todo'.padEnd(32, '0'),
        accessKey: 'k'.repeat(32),
        status: 'paid',
        email: 'kit@example.com',
        locale: 'en',
        gateway: 'card',
        paymentReference: 'pi_todo_1',
        lineItems: [{ id: 1, purchasableId: 1, kind: 'merch', sku: 'CAP', description: 'Cap', qty: 1 }],
        itemSubtotal: 1000,
        totalDiscount: 0,
        totalShippingCost: 0,
        totalTax: 0,
        totalPrice: 1000,
        shippingAddress: { firstName: 'Kit', lastName: 'Buyer', addressLine1: '1 High St', city: 'York', postcode: 'YO1 1AA', countryCode: 'GB' },
      } as never,
      context,
    })
    const after = await editorTodos(count, '/admin')
    expect(after.find((todo) => todo.key === 'kit-orders')!.count).toBe(before.find((todo) => todo.key === 'kit-orders')!.count + 1)
    // A customer's session counts nothing here: each to-do it may not read is left out.
    const customer = (await payload.find({ collection: 'customers', limit: 1, depth: 0 })).docs[0]!
    const closed = await editorTodos(
      (todo) =>
        payload
          .count({ collection: todo.collection, where: todo.where, overrideAccess: false, user: { ...customer, collection: 'customers' } as never })
          .then(({ totalDocs }) => totalDocs)
          .catch(() => null),
      '/admin',
    )
    expect(closed).toEqual([])
  })
})
