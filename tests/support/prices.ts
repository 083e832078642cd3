/** A price list in pounds alone, as most integration tests sell: `prices: pounds(1500)` is £15.00. */
export const pounds = (amount: number) => [{ currency: 'GBP', amount }]

/** Euros too, for a test whose runners shop in the euro area (their language's market). */
export const poundsAndEuros = (pence: number, cents: number) => [...pounds(pence), { currency: 'EUR', amount: cents }]
