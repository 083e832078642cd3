import { describe, expect, it } from 'vitest'
import { money } from '../commerce/money'
import { choose, colourOptions, initialSelection, optionLabel, type PickerVariant, resolveVariant, sizeOptions, styleOptions } from './variant-picker'

let id = 0
const v = (colourName: string, style: string, size: string, inStock = true, extra: Partial<PickerVariant> = {}): PickerVariant => ({
  id: ++id,
  title: `${colourName} / ${size} / ${style}`,
  prices: [money(2800, 'GBP')],
  isDefault: false,
  inStock,
  maxQty: inStock ? 25 : 0,
  colourName,
  style,
  size,
  ...extra,
})

const tee = [
  v('Red', 'Regular', 'S', true, { isDefault: true }),
  v('Red', 'Regular', 'M', false),
  v('Red', 'Regular', 'L'),
  v('Red', 'Fitted', 'S'),
  v('Black', 'Regular', 'L'),
  v('Black', 'Regular', 'XS'),
]

describe('clothing is picked by colour, style and size, with sold-out sizes marked (C5)', () => {
  it('lists colours, then styles of that colour, then sizes in order with sold-out marks', () => {
    expect(colourOptions(tee).map((c) => c.name)).toEqual(['Red', 'Black'])
    expect(styleOptions(tee, { colour: 'Black' }).map((s) => s.value)).toEqual(['Regular'])
    expect(sizeOptions(tee, { colour: 'Red', style: 'Regular' })).toEqual([
      { value: 'S', inStock: true },
      { value: 'M', inStock: false },
      { value: 'L', inStock: true },
    ])
    expect(sizeOptions(tee, { colour: 'Black', style: 'Regular' }).map((s) => s.value)).toEqual(['XS', 'L'])
  })

  it('resolves the variant only when colour, style and size are chosen', () => {
    expect(resolveVariant(tee, { colour: 'Red', style: 'Regular' })).toBeNull()
    expect(resolveVariant(tee, { colour: 'Red', style: 'Regular', size: 'L' })?.title).toBe('Red / L / Regular')
  })

  it('starts from the default variant, or the first one in stock', () => {
    expect(initialSelection(tee)).toEqual({ colour: 'Red', style: 'Regular', size: 'S' })
    const soldOutDefault = [v('Blue', 'Regular', 'S', false, { isDefault: true }), v('Blue', 'Regular', 'M')]
    expect(initialSelection(soldOutDefault)).toEqual({ colour: 'Blue', style: 'Regular', size: 'M' })
  })

  it('keeps a size that exists in the new colour and clears one that does not', () => {
    expect(choose(tee, { colour: 'Red', style: 'Regular', size: 'L' }, { colour: 'Black' })).toEqual({ colour: 'Black', style: 'Regular', size: 'L' })
    expect(choose(tee, { colour: 'Red', style: 'Regular', size: 'S' }, { colour: 'Black' })).toEqual({ colour: 'Black', style: 'Regular', size: null })
    expect(choose(tee, { colour: 'Black', style: 'Regular', size: 'L' }, { colour: 'Red' }).style).toBe('Regular')
  })
})

describe('coloured products need only a colour; simple and medal products need no choice (C5)', () => {
  it('needs only a colour for coloured products', () => {
    const cap = [
      { ...v('White', '', ''), style: null, size: null },
      { ...v('Red', '', '', false), style: null, size: null },
    ]
    expect(colourOptions(cap)).toEqual([
      { name: 'White', colour1: null, colour2: null, inStock: true },
      { name: 'Red', colour1: null, colour2: null, inStock: false },
    ])
    expect(resolveVariant(cap, { colour: 'Red' })?.inStock).toBe(false)
  })

  it('resolves the single variant of a simple product with no choice', () => {
    const bottle: PickerVariant[] = [{ id: 99, title: 'Soft Flask', prices: [money(1500, 'GBP')], isDefault: true, inStock: true, maxQty: 25 }]
    expect(resolveVariant(bottle, initialSelection(bottle))?.id).toBe(99)
  })
})

describe('what a variant choice is labelled', () => {
  const names = { colour: 'Colour', style: 'Style', size: 'Size' }
  const w = (over: Partial<PickerVariant>): PickerVariant => ({ id: 1, title: 'x', prices: [money(100, 'GBP')], isDefault: false, inStock: true, maxQty: 9, ...over })
  it('names the attributes that differ: a cap by colour, a tee by size, both when both differ', () => {
    expect(optionLabel([w({ colourName: 'Red' }), w({ colourName: 'Blue' })], names)).toBe('Colour')
    expect(optionLabel([w({ size: 'S' }), w({ size: 'M' })], names)).toBe('Size')
    expect(optionLabel([w({ colourName: 'Red', size: 'S' }), w({ colourName: 'Blue', size: 'M' })], names)).toBe('Colour · Size')
    expect(optionLabel([w({ colourName: 'Red', size: 'S' }), w({ colourName: 'Red', size: 'M' })], names)).toBe('Size')
  })
})
