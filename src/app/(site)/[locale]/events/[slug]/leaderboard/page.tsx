import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { Leaderboard } from '@/components/races/Leaderboard'
import { AppLink } from '@/components/ui/AppLink.client'
import type { Locale } from '@/i18n/locales'
import { getEvent } from '@/server/content/catalogue'
import { pageMetadata } from '@/server/content/metadata'
import { races } from '@/server/races/site'

// The board moves with every counted run: rendered per request from the kept totals (one indexed read per list).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const [event, t] = await Promise.all([getEvent(slug, locale), getTranslations({ locale, namespace: 'races' })])
  if (!event) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/events/${slug}/leaderboard`, title: event ? `${t('board.title')}: ${event.title}` : t('board.title'), description: t('board.intro') })
}

/** An event's public leaderboard (issue 17): teams and the runners who chose to appear, aggregates only. */
export default async function LeaderboardPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const [event, t] = await Promise.all([getEvent(slug, locale), getTranslations('races')])
  if (!event) return <NotFoundView locale={locale} />
  const board = await (await races()).board(event.id)
  return (
    <section className="page races-page">
      <p>
        <AppLink href={`/events/${event.slug}`}>{event.title}</AppLink>
      </p>
      <PageHeader title={`${t('board.title')}: ${event.title}`} intro={t('board.intro')} />
      <Leaderboard board={board} locale={locale} />
    </section>
  )
}
