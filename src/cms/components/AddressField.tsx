import type { JSONFieldServerComponent } from 'payload'
import type { Address } from '../../commerce/cart/types'
import { storedAddress } from '../../commerce/stored-shapes'
import { labelOf } from './field-label'

const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** The lines of an address as an envelope shows them. */
export function addressLines(address: Address): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const town = [address.city, address.county].filter(Boolean).join(', ')
  return [name, address.company, address.addressLine1, address.addressLine2, town, address.postcode, address.countryCode ? countryName(address.countryCode) : '', address.phone, address.email].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  )
}

/**
 * An address kept as JSON (an order's or a cart's), shown as the address it is. Payload's JSON
 * editor loads Monaco from a CDN, which the admin's policy (and an offline admin) cannot reach.
 */
export const AddressField: JSONFieldServerComponent = ({ field, siblingData, data }) => {
  const read = storedAddress.safeParse((siblingData ?? data)?.[field.name])
  const lines = read.success ? addressLines(read.data) : []
  return (
    <div className="field-type read-only-json" data-field={field.name} style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">{labelOf(field)}</div>
      {lines.length ? <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>{lines.join('\n')}</address> : <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>None</p>}
    </div>
  )
}
