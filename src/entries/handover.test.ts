import { describe, expect, it } from 'vitest'
import { entryStartPath } from './handover'

const line = (entryPath: string) => ({ kind: 'entry' as const, options: { entryPath }, snapshot: { path: '/events/relay' } })

describe('a refusal at the checkout leads back to the start of its entry flow', () => {
  it('a joiner to the team search, a captain to the team details; no entries, nowhere', () => {
    expect(entryStartPath({ lineItems: [line('join-team')] })).toBe('/events/join-team-entry?event=relay&step=1')
    expect(entryStartPath({ lineItems: [line('create-team')] })).toBe('/events/create-team-entry?event=relay&step=1')
    expect(entryStartPath({ lineItems: [{ kind: 'merch', options: {}, snapshot: { path: '/shop/products/tee' } }] })).toBeNull()
    expect(entryStartPath(null)).toBeNull()
  })
})
