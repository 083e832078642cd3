import { z } from 'zod'

/** The global's slug, typed loosely until the generated Payload types list it (the lead regenerates them). */
export const MARKETS_GLOBAL = 'markets'

const row = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  code: z.string().nullish(),
  name: z.string().nullish(),
  currency: z.string().nullish(),
  languages: z.array(z.string()).nullish(),
  countries: z.array(z.string()).nullish(),
  pricesIncludeTax: z.boolean().nullish(),
  roundingStep: z.number().nullish(),
  roundingEnding: z.number().nullish(),
  enabled: z.boolean().nullish(),
})

export type StoredMarket = z.infer<typeof row>

/** The rows of the `markets` global read in one locale (or as the admin form holds them), or null when they are not what it stores. */
export function marketRows(value: unknown): StoredMarket[] | null {
  return z.array(row).safeParse(value).data ?? null
}
