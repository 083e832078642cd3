import { describe, expect, it } from 'vitest'
import { operatorTheFieldRefuses } from './where-operators'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'startsAt', type: 'date' },
  { name: 'price', type: 'number' },
  { name: 'sizes', type: 'number', hasMany: true },
  { name: 'open', type: 'checkbox' },
  { name: 'schedule', type: 'group', flattenedFields: [{ name: 'closesAt', type: 'date' }] },
  { name: 'event', type: 'relationship', relationTo: 'events' },
  { name: 'owner', type: 'relationship', relationTo: ['users', 'customers'] },
]
const events = [{ name: 'eventStartDate', type: 'date' }]
const fieldsOf = (slug: string) => (slug === 'events' ? events : undefined)
const refuses = (where: unknown) => operatorTheFieldRefuses(where, fields, fieldsOf)

describe('operatorTheFieldRefuses', () => {
  it('lets text operators through on text, and comparisons on anything', () => {
    expect(refuses({ title: { contains: 'run', like: 'ru', not_like: 'x' } })).toBeNull()
    expect(refuses({ startsAt: { greater_than: '2026-01-01', equals: 'x' }, price: { in: '1,2' }, open: { equals: 'true' } })).toBeNull()
  })

  it('refuses contains, like and not_like on dates, checkboxes and numbers, ids included', () => {
    expect(refuses({ startsAt: { contains: ' ' } })).toBe('startsAt contains')
    expect(refuses({ open: { like: 'true' } })).toBe('open like')
    expect(refuses({ price: { not_like: '1' } })).toBe('price not_like')
    expect(refuses({ id: { contains: '1' } })).toBe('id contains')
  })

  it('lets a many-valued number be searched for one of its values', () => {
    expect(refuses({ sizes: { contains: '42' } })).toBeNull()
    expect(refuses({ sizes: { like: '42' } })).toBe('sizes like')
  })

  it('follows and/or nesting, groups and single-collection relationships', () => {
    expect(refuses({ or: [{ title: { equals: 'a' } }, { and: [{ 'schedule.closesAt': { contains: '2026' } }] }] })).toBe('schedule.closesAt contains')
    expect(refuses({ and: { 0: { 'event.eventStartDate': { like: '2026' } } } })).toBe('event.eventStartDate like')
  })

  it('leaves paths it cannot follow to Payload', () => {
    expect(refuses({ nope: { contains: 'x' }, 'owner.value': { contains: 'x' }, 'title.deeper': { contains: 'x' } })).toBeNull()
    expect(refuses(null)).toBeNull()
    expect(refuses('where')).toBeNull()
  })
})
