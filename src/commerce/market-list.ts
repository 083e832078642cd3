/** A market row as the admin form holds it while an editor edits the list. */
export type MarketRow = {
  code?: string | null
  name?: string | null
  languages?: readonly string[] | null
  enabled?: boolean | null
}

const label = (row: MarketRow) => row.name || row.code || 'a market'

/**
 * Why the markets as edited cannot be saved, or null. A code is a buyer's cookie, so two markets
 * cannot share one; a language must choose one market; and the shop must sell somewhere.
 */
export function marketListProblem(rows: readonly MarketRow[]): string | null {
  const codes = new Map<string, MarketRow>()
  for (const row of rows) {
    if (!row.code) continue
    const other = codes.get(row.code)
    if (other) return `Two markets have the code “${row.code}”: ${label(other)} and ${label(row)}. Each market needs its own code.`
    codes.set(row.code, row)
  }
  const enabled = rows.filter((row) => row.enabled !== false)
  if (enabled.length === 0) return 'At least one market must be enabled.'
  // A disabled market may list a language while it is being prepared: it chooses nothing.
  const owners = new Map<string, MarketRow>()
  for (const row of enabled) {
    for (const locale of row.languages ?? []) {
      const owner = owners.get(locale)
      if (owner) return `The language “${locale}” is in two markets, ${label(owner)} and ${label(row)}: a language chooses one market.`
      owners.set(locale, row)
    }
  }
  return null
}
