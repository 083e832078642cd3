import { commitTransaction, type Endpoint, type GlobalSlug, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { type Market, marketOf } from '../../commerce/markets'
import { isCurrencyCode } from '../../commerce/money'
import { fillMissingPrices, MAX_FILL_RATE } from '../../commerce/price-fill'
import { hasRole } from '../access'

const PAGE = 100

const isPriceCurrency = (code: string): boolean => isCurrencyCode(code)

const currency = z.string().trim().toUpperCase().refine(isPriceCurrency)
const fillRequest = z.strictObject({ from: currency, to: currency, rate: z.number().gt(0).lte(MAX_FILL_RATE) }).refine((body) => body.from !== body.to)

/** The markets global as this endpoint reads it: each market's currency and price endings. */
const storedMarkets = z.looseObject({
  markets: z
    .array(
      z
        .looseObject({
          code: z.string().nullish(),
          name: z.string().nullish(),
          currency: z.string().nullish(),
          roundingStep: z.number().nullish(),
          roundingEnding: z.number().nullish(),
          enabled: z.boolean().nullish(),
        })
        .catch({}),
    )
    .nullish()
    .catch(null),
})

const isGlobal = (req: PayloadRequest, slug: string): slug is GlobalSlug => req.payload.config.globals.some((global) => global.slug === slug)

/** The market that sells in `currency`, as editors keep it in the markets global, or null. */
async function marketSelling(req: PayloadRequest, currency: string): Promise<Market | null> {
  const slug = 'markets'
  if (!isGlobal(req, slug)) return null
  const read = storedMarkets.safeParse(await req.payload.findGlobal({ slug, depth: 0, overrideAccess: true, req }))
  const rows = read.success ? (read.data.markets ?? []) : []
  return rows.map(marketOf).find((market) => market?.currency === currency) ?? null
}

/**
 * POST /api/variants/fill-prices `{ from: 'GBP', to: 'SEK', rate: 11.9 }`: every variant with a
 * `from` price and no `to` price gets one, converted at `rate` (how many `to` one `from` buys) and
 * rounded to the price endings of the market selling in `to`. Editors only; an admin action, never
 * done at checkout. Answers `{ updated }`, the number of variants given a price.
 */
export const fillPrices: Endpoint = {
  path: '/fill-prices',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req, 'admin', 'editor')) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const body = fillRequest.safeParse(await req.json?.().catch(() => null))
    if (!body.success) {
      return Response.json(
        { error: `Send from and to as two different currency codes (like GBP and SEK) and rate as a number above 0 and at most ${MAX_FILL_RATE}: how many of "to" one "from" buys.` },
        { status: 400 },
      )
    }
    const { from, to, rate } = body.data
    const market = await marketSelling(req, to)
    if (!market || !isPriceCurrency(market.currency)) return Response.json({ error: `No market sells in ${to}: add it under Markets first, with its price endings.` }, { status: 409 })
    const target = { currency: to, priceRounding: market.priceRounding }

    let updated = 0
    // Filled variants still have their `from` price, so the pages stay the same as they are walked.
    for (let page = 1; ; page++) {
      const found = await req.payload.find({
        collection: 'variants',
        // A plan's variant follows the plan's own prices (plan-variant.ts): editors fill those on the plan.
        where: { 'prices.currency': { equals: from }, kind: { not_equals: 'plan' } },
        sort: 'id',
        limit: PAGE,
        page,
        depth: 0,
        select: { prices: true },
        overrideAccess: false,
        user: req.user,
        req,
      })
      const filled = found.docs.flatMap((variant) => {
        const prices = variant.prices ?? []
        const next = fillMissingPrices(prices, from, rate, target)
        return next.length > prices.length ? [{ id: variant.id, prices: next }] : []
      })
      if (filled.length) {
        // One transaction per page: a page is filled whole or not at all.
        const ownsTransaction = await initTransaction(req)
        try {
          for (const { id, prices } of filled) {
            await req.payload.update({ collection: 'variants', id, data: { prices }, depth: 0, overrideAccess: false, user: req.user, req })
          }
          if (ownsTransaction) await commitTransaction(req)
        } catch (error) {
          if (ownsTransaction) await killTransaction(req)
          throw error
        }
        updated += filled.length
      }
      if (!found.hasNextPage) break
    }
    return Response.json({ updated })
  },
}
