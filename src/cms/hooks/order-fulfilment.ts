import type { CollectionBeforeChangeHook } from 'payload'
import { FULFILMENT_STATES, type FulfilmentLine, fulfilmentState } from '../../commerce/fulfilment/fulfilment'

const isState = (value: unknown) => typeof value === 'string' && (FULFILMENT_STATES as readonly string[]).includes(value)

/** The kind of each line, as far as it can be read; a line that cannot be read ships nothing. */
function linesOf(value: unknown): FulfilmentLine[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((line) => {
    if (!line || typeof line !== 'object') return []
    const { id, qty, kind, description, sku } = line as Record<string, unknown>
    if (typeof id !== 'number' || typeof qty !== 'number') return []
    return [
      { id, qty, kind: kind === 'merch' || kind === 'entry' || kind === 'plan' || kind === 'fee' ? kind : null, description: String(description ?? ''), sku: typeof sku === 'string' ? sku : null },
    ]
  })
}

/**
 * An order made through Payload (the seed, tests, an import) starts with the fulfilment its lines
 * call for, as order completion sets it (src/server/stores/order-store.ts): "To ship" with kit.
 */
export const fulfilmentOnCreate: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create' || !data || (isState(data.fulfilment) && data.fulfilment !== 'nothing-to-ship')) return data
  data.fulfilment = fulfilmentState({ lines: linesOf(data.lineItems), shipments: [] })
  return data
}
