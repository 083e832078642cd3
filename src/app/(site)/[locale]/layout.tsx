import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'
import { DemoBanner } from '@/components/layout/DemoBanner'
import { ChunkReloadGuard } from '@/components/errors/ChunkReloadGuard.client'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ProgressBar } from '@/components/layout/ProgressBar.client'
import { marketSummary } from '@/components/market/market-choice'
import { MarketProvider } from '@/components/market/MarketProvider.client'
import { SessionProvider } from '@/components/session/SessionProvider.client'
import { defaultLocale, languageTags, normaliseLocale } from '@/i18n/locales'
import { clientMessages, loadMessages } from '@/i18n/messages'
import { env } from '@/lib/env'
import { marketFor } from '@/commerce/markets'
import { marketsForPages } from '@/server/markets'
import '../globals.css'

export const viewport: Viewport = { themeColor: '#111111', width: 'device-width', initialScale: 1 }

/** Rendered on first request and cached (no database at build time); editors' saves expire the cache. */
export function generateStaticParams() {
  return []
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normaliseLocale((await params).locale) ?? 'en'
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${t('siteName')} · ${t('tagline')}`, template: `%s · ${t('siteName')}` },
    description: t('defaultDescription'),
    icons: { icon: '/favicon.svg' },
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale: raw } = await params
  // The proxy only routes known locales here; the fallback covers Next's own error renders.
  const locale = normaliseLocale(raw) ?? defaultLocale
  setRequestLocale(locale)
  const markets = await marketsForPages(locale)

  return (
    <html lang={languageTags[locale]}>
      <body>
        <NextIntlClientProvider messages={clientMessages(await loadMessages(locale))}>
          <SessionProvider locale={locale}>
            <MarketProvider markets={markets.map((market) => marketSummary(market, locale))} languageDefault={marketFor(markets, locale, null)?.code ?? null} locale={locale}>
              <Suspense>
                <ProgressBar />
              </Suspense>
              <ChunkReloadGuard />
              <DemoBanner locale={locale} />
              <Header locale={locale} />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <Footer locale={locale} />
            </MarketProvider>
          </SessionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
