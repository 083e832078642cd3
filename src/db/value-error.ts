import { failureChain } from './failure-chain'

/**
 * True when the database refused a query for a value in it: a number that is NaN, text where a
 * number, date or point belongs. Our own code never sends such values, so over the API they are
 * the client's: `where[event][equals]=abc`, `where[price][near]=1,2`.
 */
export function isValueError(error: unknown): boolean {
  for (const { code, name, message } of failureChain(error, 6)) {
    // PostgreSQL's class 22, "data exception": invalid text representation, datetime out of range…
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    // PostgreSQL: an operator that does not exist for the value's type (e.g. LIKE on an integer).
    if (code === '42883') return true
    // SQLite (libsql) binding NaN, Infinity or nothing (a date that could not be read).
    if (name === 'RangeError' && typeof message === 'string' && /finite numbers|Invalid time value/i.test(message)) return true
    if (name === 'TypeError' && typeof message === 'string' && /cannot be passed as argument to the database/.test(message)) return true
    // An object where one value belongs (GraphQL's JSON-typed relationship operators take any value).
    if (name === 'TypeError' && message === 'Cannot convert object to primitive value') return true
    // Payload's adapters: a path through a block's link to a document that has those blocks again.
    if (typeof message === 'string' && /^Alias "[^"]+" is already used in this query/.test(message)) return true
    // Payload's adapters: a path that goes from a relationship into a join (where[merch.variants.sku]).
    if (typeof message === 'string' && /^Cannot find field for path at /.test(message)) return true
  }
  return false
}
