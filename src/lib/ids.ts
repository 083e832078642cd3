/** The largest row id: PostgreSQL's ids are 32-bit integers, and a larger one in a query is an error there. */
export const MAX_ROW_ID = 2 ** 31 - 1

/** A row id from a URL: digits only, 1 to MAX_ROW_ID; anything else names no row (null). */
export function rowIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ROW_ID ? id : null
}
