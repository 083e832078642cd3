import type { Metadata } from 'next'
import { z } from 'zod'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { Leaderboard } from '@/components/races/Leaderboard'
import { AppLink } from '@/components/ui/AppLink.client'
import { type Locale, localizedPath } from '@/i18n/locales'
import { getEvent } from '@/server/content/catalogue'
import { pageMetadata } from '@/server/content/metadata'
import { races } from '@/server/races/site'

// The board moves with every counted run: rendered per request from the kept totals (one indexed read per list).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<{ distance?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const [event, t] = await Promise.all([getEvent(slug, locale), getTranslations({ locale, namespace: 'races' })])
  if (!event) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/events/${slug}/leaderboard`, title: event ? `${t('board.title')}: ${event.title}` : t('board.title'), description: t('board.intro') })
}

/** The distance a query names, when it is one of the event's (anything else shows all). */
function chosenDistance(asked: string | string[] | undefined, distances: { lengthKm: number }[]): number | null {
  const parsed = z.coerce
    .number()
    .positive()
    .safeParse(Array.isArray(asked) ? asked[0] : asked)
  return parsed.success && distances.some((d) => d.lengthKm === parsed.data) ? parsed.data : null
}

/** An event's public leaderboard (issue 17): teams and the runners who chose to appear, aggregates only. */
export default async function LeaderboardPage({ params, searchParams }: Props) {
  const { locale, slug } = await params
  const asked = (await searchParams).distance
  setRequestLocale(locale)
  const [event, t] = await Promise.all([getEvent(slug, locale), getTranslations('races')])
  if (!event) return <NotFoundView locale={locale} />
  const chosen = chosenDistance(asked, event.distances)
  const board = await (await races()).board(event.id, chosen === null ? undefined : { distanceKm: chosen })
  return (
    <section className="page races-page">
      <p>
        <AppLink href={`/events/${event.slug}`}>{event.title}</AppLink>
      </p>
      <PageHeader title={`${t('board.title')}: ${event.title}`} intro={t('board.intro')} />
      <Leaderboard board={board} locale={locale} distances={event.distances} chosen={chosen} action={localizedPath(locale, `/events/${event.slug}/leaderboard`)} />
    </section>
  )
}
