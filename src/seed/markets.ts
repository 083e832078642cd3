import type { Payload, RequestContext } from 'payload'
import { MARKETS_GLOBAL, marketRows } from '../cms/globals/market-rows'
import { type Market, marketOf } from '../commerce/markets'
import { defaultLocale, type Locale, locales } from '../i18n/locales'

const context: RequestContext = { disableRevalidate: true }

type DemoMarket = {
  code: string
  name: Record<Locale, string>
  currency: string
  locales: Locale[]
  countries: string[]
  pricesIncludeTax: boolean
  roundingStep: number
  roundingEnding: number
}

/** France first: where an English speaker shopping in euros is presumed to be taxed until they give an address. */
const euroArea = ['FR', 'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK']

/** The five markets of issue 27; prices filled from a rate end in .99, kronor and pesos in a whole 9 (149 kr). */
export const demoMarkets: DemoMarket[] = [
  {
    code: 'uk',
    name: {
      en: 'United Kingdom',
      fr: 'Royaume-Uni',
      de: 'Vereinigtes Königreich',
      it: 'Regno Unito',
      nl: 'Verenigd Koninkrijk',
      es: 'Reino Unido',
      'es-mx': 'Reino Unido',
      'fr-ca': 'Royaume-Uni',
      sv: 'Storbritannien',
    },
    currency: 'GBP',
    locales: ['en'],
    countries: ['GB', 'IM', 'JE', 'GG'],
    pricesIncludeTax: true,
    roundingStep: 100,
    roundingEnding: 1,
  },
  {
    code: 'eu',
    name: { en: 'Euro area', fr: 'Zone euro', de: 'Euroraum', it: 'Area dell’euro', nl: 'Eurozone', es: 'Zona del euro', 'es-mx': 'Zona del euro', 'fr-ca': 'Zone euro', sv: 'Euroområdet' },
    currency: 'EUR',
    locales: ['fr', 'de', 'it', 'nl', 'es'],
    countries: euroArea,
    pricesIncludeTax: true,
    roundingStep: 100,
    roundingEnding: 1,
  },
  {
    code: 'se',
    name: { en: 'Sweden', fr: 'Suède', de: 'Schweden', it: 'Svezia', nl: 'Zweden', es: 'Suecia', 'es-mx': 'Suecia', 'fr-ca': 'Suède', sv: 'Sverige' },
    currency: 'SEK',
    locales: ['sv'],
    countries: ['SE'],
    pricesIncludeTax: true,
    roundingStep: 1000,
    roundingEnding: 100,
  },
  {
    code: 'ca',
    name: { en: 'Canada', fr: 'Canada', de: 'Kanada', it: 'Canada', nl: 'Canada', es: 'Canadá', 'es-mx': 'Canadá', 'fr-ca': 'Canada', sv: 'Kanada' },
    currency: 'CAD',
    locales: ['fr-ca'],
    countries: ['CA'],
    pricesIncludeTax: false,
    roundingStep: 100,
    roundingEnding: 1,
  },
  {
    code: 'mx',
    name: { en: 'Mexico', fr: 'Mexique', de: 'Mexiko', it: 'Messico', nl: 'Mexico', es: 'México', 'es-mx': 'México', 'fr-ca': 'Mexique', sv: 'Mexiko' },
    currency: 'MXN',
    locales: ['es-mx'],
    countries: ['MX'],
    pricesIncludeTax: true,
    roundingStep: 1000,
    roundingEnding: 100,
  },
]

const row = ({ locales, ...market }: DemoMarket, locale: Locale) => ({ ...market, languages: locales, name: market.name[locale], enabled: true })

/** A demo market as the shop reads it ("uk", "eu", "se", "ca", "mx"), for scripts and tests that sell in it directly. */
export function demoMarket(code: string): Market {
  const demo = demoMarkets.find((m) => m.code === code)
  const market = demo && marketOf(row(demo, defaultLocale))
  if (!market) throw new Error(`No demo market "${code}"`)
  return market
}

/** The demo markets, unless editors already keep some. */
export async function seedMarkets(payload: Payload): Promise<string[]> {
  const global: { markets?: unknown } = await payload.findGlobal({ slug: MARKETS_GLOBAL, depth: 0 })
  if (marketRows(global.markets)?.length) return []
  const saved: { markets?: unknown } = await payload.updateGlobal({
    slug: MARKETS_GLOBAL,
    locale: defaultLocale,
    context,
    data: { markets: demoMarkets.map((market) => row(market, defaultLocale)) } as never,
  })
  const ids = (marketRows(saved.markets) ?? []).map((stored) => stored.id)
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    await payload.updateGlobal({
      slug: MARKETS_GLOBAL,
      locale,
      context,
      data: { markets: demoMarkets.map((market, i) => ({ ...row(market, locale), id: ids[i] })) } as never,
    })
  }
  return ['markets']
}
