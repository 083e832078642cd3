import { describe, expect, it } from 'vitest'
import { bareLabel, type DescribedLine, type LineLabel, lineDetails, lineName } from './line-details'

const english: LineLabel = (key, values) =>
  ({
    colour: `Colour: ${values.value}`,
    size: `Size: ${values.value}`,
    style: `Style: ${values.value}`,
    planLine: `Training plan · ${values.weeks} weeks`,
    entryAdult: 'Adult entry',
    entryChild: 'Child entry',
    entrant: `Entrant: ${values.name}`,
    distance: `Distance: ${values.distance}`,
    team: `Team: ${values.name}`,
    joiningTeam: `Joining team: ${values.name}`,
    transferFee: 'Fee: entry handed to a friend',
    deferralFee: 'Price difference: entry moved to a later event',
  })[key] ?? null

const hoodie: DescribedLine = {
  description: 'Trail hoodie',
  sku: 'HOODIE-BLK-M',
  kind: 'merch',
  options: {},
  snapshot: { title: 'Trail hoodie', variantTitle: 'Black / M', attributes: { colour: 'Black', size: 'M' } },
}
const plan: DescribedLine = { description: 'Faster 10K', sku: 'plan-2', kind: 'plan', options: {}, snapshot: { title: 'Faster 10K', variantTitle: 'Faster 10K', attributes: { planWeeks: 8 } } }

describe('lineName', () => {
  it('names a kit line with its colour and size in the reader’s words', () => {
    expect(lineName(hoodie, english)).toBe('Trail hoodie (Colour: Black, Size: M)')
  })

  it('names the bare values for the export', () => {
    expect(lineName(hoodie, bareLabel)).toBe('Trail hoodie (Black, M)')
  })

  it('names a plan by its title, never its SKU', () => {
    expect(lineName(plan, bareLabel)).toBe('Faster 10K')
    expect(lineName(plan, english)).toBe('Faster 10K (Training plan · 8 weeks)')
  })

  it('falls back to the variant title when the variant has no attributes', () => {
    expect(lineName({ ...hoodie, snapshot: { title: 'Gift card', variantTitle: '£25', attributes: {} } }, english)).toBe('Gift card (£25)')
  })

  it('falls back to the description, then the SKU, for an old line without a snapshot', () => {
    expect(lineName({ description: 'Cap', sku: 'CAP', snapshot: null }, english)).toBe('Cap')
    expect(lineName({ description: '', sku: 'CAP', snapshot: null }, english)).toBe('CAP')
  })
})

describe('lineDetails', () => {
  it('names an entry’s type, entrant, distance and team', () => {
    const entry: DescribedLine = {
      kind: 'entry',
      options: { firstName: ' Ana ', lastName: 'Ruiz', distance: 'd-10k', teamName: 'Hares', entryPath: 'create-team' },
      snapshot: { title: 'Riverside Half', variantTitle: 'Adult', attributes: { entryType: 'adult' }, distances: [{ id: 'd-10k', label: '10K' }] },
    }
    expect(lineDetails(entry, english)).toEqual(['Adult entry', 'Entrant: Ana Ruiz', 'Distance: 10K', 'Team: Hares'])
    expect(lineDetails(entry, bareLabel)).toEqual(['Ana Ruiz'])
  })

  it('says which team a joiner joins, and never shows a distance’s internal id', () => {
    const join: DescribedLine = {
      kind: 'entry',
      options: { distance: '6b0892ba217f6817d005d997', teamName: 'Hares', entryPath: 'join-team' },
      snapshot: { title: 'Riverside Half', variantTitle: 'Adult', attributes: {}, distances: [{ id: 'd-10k', label: '10K' }] },
    }
    expect(lineDetails(join, english)).toEqual(['Joining team: Hares'])
  })
})
