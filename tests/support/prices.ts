/** A price list in pounds alone, as most integration tests sell: `prices: pounds(1500)` is £15.00. */
export const pounds = (amount: number) => [{ currency: 'GBP', amount }]
