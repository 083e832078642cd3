import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { boundedQuery, type QueryBounds } from './bounded-query'

/** The shape of Payload's schema where it matters: pages of docs, joins with a limit, relationships back. */
const schema = buildSchema(`
  input Where { id: Int, and: [Where], or: [Where] }
  type Variant { id: Int, title: String, price: Float, event: Event, product: Product }
  type VariantPage { docs: [Variant], totalDocs: Int }
  type Event { id: Int, title: String, slug: String, fullDescription(depth: Int): String, merch: [Product], variants(limit: Int, page: Int, where: Where): VariantPage }
  type EventPage { docs: [Event], totalDocs: Int }
  type Product { id: Int, title: String, variants(limit: Int): VariantPage }
  type MenuLink { label: String, url: String }
  type MenuEntry { title: String, menu_item: MenuLink, children: [MenuEntry] }
  type HeaderMenu { entries: [MenuEntry] }
  type User { id: Int, email: String }
  type Access { canAccessAdmin: Boolean! }
  type Query {
    Events(limit: Int, page: Int, pagination: Boolean, where: Where): EventPage
    Event(id: Int!): Event
    Variants(limit: Int, where: Where): VariantPage
    HeaderMenu: HeaderMenu
    Users(limit: Int): [User]
    Access: Access
  }
  type Mutation { updateUser(id: Int!, email: String): User }
`)

const bounds: QueryBounds = {
  allowedRootFields: new Set(['Events', 'Event', 'Variants', 'HeaderMenu']),
  maxRootFields: 10,
  maxDepth: 8,
  maxCost: 5000,
  maxLimit: 100,
  maxRichTextDepth: 2,
  maxInputDepth: 10,
}

const errorsOf = (query: string, variables: Record<string, unknown> = {}) => validate(schema, parse(query), [boundedQuery(bounds, variables)]).map((e) => e.message)

const nested = (levels: number) => {
  let selection = 'id'
  for (let i = 0; i < levels; i++) selection = `variants{docs{event{${selection} id}}}`
  return `{Events{docs{${selection}}}}`
}

describe('the content queries are served (C7)', () => {
  it('menus, events with their variants and merch, a product’s variants', () => {
    expect(errorsOf('{HeaderMenu{entries{title menu_item{label url} children{title menu_item{label url}}}}}')).toEqual([])
    expect(errorsOf('{Events{docs{id title slug variants{docs{id title price}} merch{id title}}}}')).toEqual([])
    expect(errorsOf('{Event(id: 1){id title variants(limit: 20){docs{id price}} merch{title variants{docs{id}}}}}')).toEqual([])
    expect(errorsOf('{Variants(where: {id: 3}){docs{id product{id}}}}')).toEqual([])
    expect(errorsOf('query($l: Int){Events(limit: $l){docs{id}}}', { l: 100 })).toEqual([])
  })

  it('fragments count once per place they are spread, and cannot loop', () => {
    expect(errorsOf('fragment E on Event { id title } {Events{docs{...E}}}')).toEqual([])
    expect(errorsOf('fragment A on Event { id ...B } fragment B on Event { title ...A } {Events{docs{...A}}}')).toEqual([])
  })
})

describe('hostile queries are refused before they run', () => {
  it('the nested relationship bomb of the penetration test, at depth 30 and at depth 10', () => {
    expect(errorsOf(nested(30)).join(' ')).toMatch(/nested more than 8 levels/)
    expect(errorsOf(nested(10)).join(' ')).toMatch(/nested more than 8 levels/)
  })

  it('fan-out within the depth limit, by its estimated size', () => {
    expect(errorsOf('{Events(limit: 100){docs{variants(limit: 100){docs{event{variants(limit: 100){docs{id}}}}}}}}').join(' ')).toMatch(/would answer about \d+ values/)
  })

  it('200 aliases of one small query', () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: Events { docs { id title } }`).join(' ')
    expect(errorsOf(`{${aliases}}`).join(' ')).toMatch(/at most 10 root fields/)
    const viaFragment = `fragment F on Query { ${aliases} } {...F}`
    expect(errorsOf(viaFragment).join(' ')).toMatch(/at most 10 root fields/)
  })

  it('lists without a bound: limit 0, above 100, negative, or pagination off (also through variables)', () => {
    for (const query of ['{Events(limit: 0){docs{id}}}', '{Events(limit: 1000){docs{id}}}', '{Events(limit: -1){docs{id}}}', '{Events(pagination: false){docs{id}}}']) {
      expect(errorsOf(query).join(' '), query).toMatch(/limit must be|pagination cannot/)
    }
    expect(errorsOf('query($l: Int){Events(limit: $l){docs{id}}}', { l: 0 }).join(' ')).toMatch(/limit must be/)
  })

  it('deep where clauses and rich text populated too deep', () => {
    let where = '{id: 1}'
    for (let i = 0; i < 20; i++) where = `{or: [${where}]}`
    expect(errorsOf(`{Events(where: ${where}){docs{id}}}`).join(' ')).toMatch(/nests too deeply/)
    let variable: unknown = { id: 1 }
    for (let i = 0; i < 20; i++) variable = { or: [variable] }
    expect(errorsOf('query($w: Where){Events(where: $w){docs{id}}}', { w: variable }).join(' ')).toMatch(/nests too deeply/)
    expect(errorsOf('{Event(id: 1){fullDescription(depth: 10)}}').join(' ')).toMatch(/depth must be/)
  })

  it('anything but the public content queries: private collections, access, mutations', () => {
    expect(errorsOf('{Users{id email}}').join(' ')).toMatch(/Users is not served/)
    expect(errorsOf('{Access{canAccessAdmin}}').join(' ')).toMatch(/Access is not served/)
    expect(errorsOf('mutation{updateUser(id: 1, email: "x@y.z"){id}}').join(' ')).toMatch(/not mutations/)
  })
})
