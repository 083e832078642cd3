import { describe, expect, it } from 'vitest'
import { gateGraphQLRequest } from './gate'

const json = 'application/json'

describe('the GraphQL gate', () => {
  it('lets a JSON query through', () => {
    expect(gateGraphQLRequest(json, JSON.stringify({ query: '{ Events { docs { id } } }' }))).toEqual({ ok: true })
  })

  it('refuses mutations, subscriptions, other bodies and oversized documents', () => {
    expect(gateGraphQLRequest(json, JSON.stringify({ query: 'mutation { updateUser(id: 1) { id } }' }))).toMatchObject({ ok: false, status: 400 })
    expect(gateGraphQLRequest(json, JSON.stringify({ query: 'subscription { x }' }))).toMatchObject({ ok: false, status: 400 })
    expect(gateGraphQLRequest('multipart/form-data; boundary=x', '--x--')).toMatchObject({ ok: false, status: 415 })
    expect(gateGraphQLRequest(json, '{')).toMatchObject({ ok: false, status: 400 })
    expect(gateGraphQLRequest(json, JSON.stringify({ query: 42 }))).toMatchObject({ ok: false, status: 400 })
    expect(gateGraphQLRequest(json, JSON.stringify({ query: 'fragment A on Event { id ...B } fragment B on Event { ...A } { Events { docs { ...A } } }' }))).toMatchObject({ ok: false, status: 400 })
    const huge = `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: id`).join(' ')} }`
    expect(gateGraphQLRequest(json, JSON.stringify({ query: huge }))).toMatchObject({ ok: false, status: 400 })
  })
})
