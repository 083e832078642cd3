import type { Money } from '../commerce/money'
import { sizes } from './sizes'

/** What the product page knows about each variant, serializable for the browser. */
export type PickerVariant = {
  id: number
  title: string
  /** In each currency it is sold in. */
  prices: Money[]
  isDefault: boolean
  inStock: boolean
  maxQty: number
  colourName?: string | null
  colour1?: string | null
  colour2?: string | null
  style?: string | null
  size?: string | null
  imageIndex?: number
}

export type Selection = { colour?: string | null; style?: string | null; size?: string | null }
export type ColourOption = { name: string; colour1: string | null; colour2: string | null; inStock: boolean }
export type ChoiceOption = { value: string; inStock: boolean }

const unique = <T>(values: T[]) => [...new Set(values)]
const withColour = (variants: PickerVariant[], colour?: string | null) => (colour ? variants.filter((v) => v.colourName === colour) : variants)

export function colourOptions(variants: PickerVariant[]): ColourOption[] {
  return unique(variants.map((v) => v.colourName).filter((c): c is string => !!c)).map((name) => {
    const first = variants.find((v) => v.colourName === name)!
    return { name, colour1: first.colour1 ?? null, colour2: first.colour2 ?? null, inStock: variants.some((v) => v.colourName === name && v.inStock) }
  })
}

export function styleOptions(variants: PickerVariant[], selection: Selection): ChoiceOption[] {
  const pool = withColour(variants, selection.colour)
  return unique(pool.map((v) => v.style).filter((s): s is string => !!s)).map((value) => ({
    value,
    inStock: pool.some((v) => v.style === value && v.inStock),
  }))
}

/** Sizes of the chosen colour and style in the usual order, each marked when sold out. */
export function sizeOptions(variants: PickerVariant[], selection: Selection): ChoiceOption[] {
  const pool = withColour(variants, selection.colour).filter((v) => !selection.style || v.style === selection.style)
  const order = (s: string) => {
    const i = sizes.findIndex((size) => size === s)
    return i === -1 ? sizes.length : i
  }
  return unique(pool.map((v) => v.size).filter((s): s is string => !!s))
    .sort((a, b) => order(a) - order(b))
    .map((value) => ({ value, inStock: pool.some((v) => v.size === value && v.inStock) }))
}

/** The variant matching every attribute the product has, or null while a choice is missing. */
export function resolveVariant<V extends PickerVariant>(variants: V[], selection: Selection): V | null {
  const matches = variants.filter((v) => (!v.colourName || v.colourName === selection.colour) && (!v.style || v.style === selection.style) && (!v.size || v.size === selection.size))
  return matches.length === 1 ? matches[0]! : null
}

/** Which of the product's pictures shows a choice: its variant's, else its colour's, else the first. */
export function shownImageIndex(variants: PickerVariant[], selection: Selection): number {
  return resolveVariant(variants, selection)?.imageIndex ?? variants.find((v) => v.colourName === selection.colour)?.imageIndex ?? 0
}

/** Starts from the default variant when it can be bought, else from the first one that can. */
export function initialSelection(variants: PickerVariant[]): Selection {
  const start = variants.find((v) => v.isDefault && v.inStock) ?? variants.find((v) => v.inStock) ?? variants.find((v) => v.isDefault) ?? variants[0]
  return { colour: start?.colourName ?? null, style: start?.style ?? null, size: start?.size ?? null }
}

/** Changing colour or style keeps the other choices when that combination exists. */
export function choose(variants: PickerVariant[], selection: Selection, change: Selection): Selection {
  const next = { ...selection, ...change }
  if (change.colour !== undefined || change.style !== undefined) {
    const styles = styleOptions(variants, next)
    if (styles.length && !styles.some((s) => s.value === next.style)) next.style = styles.find((s) => s.inStock)?.value ?? styles[0]!.value
    const sizesLeft = sizeOptions(variants, next)
    if (sizesLeft.length && !sizesLeft.some((s) => s.value === next.size)) next.size = null
  }
  return next
}

/** What the variant choice is of: the attributes that differ between a product's variants (a cap's colour, a tee's size). */
export function optionLabel(variants: PickerVariant[], names: { colour: string; style: string; size: string }): string {
  const attributes = [
    [names.colour, (v: PickerVariant) => v.colourName],
    [names.style, (v: PickerVariant) => v.style],
    [names.size, (v: PickerVariant) => v.size],
  ] as const
  const varying = attributes.filter(([, of]) => new Set(variants.map(of).filter(Boolean)).size > 1).map(([name]) => name)
  return varying.length ? varying.join(' · ') : names.size
}
