import { isCurrencyCode } from '../../commerce/money'
import type { ArrayField, Field } from 'payload'

/**
 * A currency's ISO 4217 code, kept as text (not a select) so a market in a new currency needs no
 * migration; saved in capitals and checked against the currencies the runtime knows.
 */
export const currencyField = (options: { name?: string; width?: string } = {}): Field => ({
  name: options.name ?? 'currency',
  type: 'text',
  required: true,
  maxLength: 3,
  admin: { placeholder: 'GBP', ...(options.width ? { width: options.width } : {}) },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
  validate: (value: unknown) => isCurrencyCode(value) || 'An ISO 4217 currency code, such as GBP, EUR or SEK',
})

type PriceRow = { currency?: string | null }

/** One row per currency: a price list may not name a currency twice. */
export function oneRowPerCurrency(rows: unknown): true | string {
  if (!Array.isArray(rows)) return true
  const seen = new Set<string>()
  for (const row of rows as PriceRow[]) {
    const currency = row?.currency
    if (!currency) continue
    if (seen.has(currency)) return `${currency} is listed twice`
    seen.add(currency)
  }
  return true
}

const moneyAdmin = { components: { Field: '/cms/components/MoneyField#MoneyField', Cell: '/cms/components/MoneyCell#MoneyCell' } }

/** An amount in the sibling `currency`'s minor units, entered and shown as money (docs/decisions/0052). */
export const amountField = (name: string, options: { required?: boolean; label?: string; description?: string; defaultValue?: number } = {}): Field => ({
  name,
  type: 'number',
  required: options.required ?? false,
  min: 0,
  ...(options.label ? { label: options.label } : {}),
  ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
  admin: { ...moneyAdmin, ...(options.description ? { description: options.description } : {}) },
  validate: (value: unknown) =>
    value === null || value === undefined || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || 'Enter an amount with no more decimals than the currency has',
})

/**
 * A price per currency (docs/decisions/0053): the market paying in a currency with no row here does
 * not sell the thing. Amounts are minor units of their row's currency.
 */
type PricesOptions = {
  name?: string
  label?: string
  description: string
  amount?: Field[]
  minRows?: number
  condition?: (data: Record<string, unknown>, siblingData: Record<string, unknown>) => boolean
  validate?: (value: unknown, options: { siblingData: Record<string, unknown> }) => true | string
}

export function pricesField(options: PricesOptions): ArrayField {
  return {
    name: options.name ?? 'prices',
    type: 'array',
    label: options.label ?? 'Prices',
    labels: { singular: 'Price', plural: 'Prices' },
    minRows: options.minRows ?? 0,
    admin: {
      description: options.description,
      initCollapsed: false,
      components: { RowLabel: '/cms/components/PriceRowLabel#PriceRowLabel', Cell: '/cms/components/MoneyCell#MoneyCell' },
      ...(options.condition ? { condition: options.condition } : {}),
    },
    validate: options.validate ?? oneRowPerCurrency,
    fields: [
      {
        type: 'row',
        fields: [currencyField({ width: '30%' }), ...(options.amount ?? [amountField('amount', { required: true })])],
      },
    ],
  }
}
