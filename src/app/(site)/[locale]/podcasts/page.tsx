import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listingMetadata, PageHeader } from '@/components/content/Listing'
import { listPodcasts } from '@/server/content/articles'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = listingMetadata('podcasts', '/podcasts')

export default async function PodcastsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [episodes, t] = await Promise.all([listPodcasts(locale), getTranslations('podcasts')])
  return (
    <section className="page">
      <PageHeader title={t('title')} intro={t('intro')} />
      {episodes.length === 0 && <p>{t('empty')}</p>}
      <ul className="stack">
        {episodes.map((episode) => (
          <li key={episode.id} className="card">
            <p className="card__meta">
              {t('episode', { number: episode.episodeNumber })} · <time dateTime={episode.publishedAt}>{formatDay(episode.publishedAt, locale)}</time>
              {episode.durationMinutes ? ` · ${t('duration', { minutes: episode.durationMinutes })}` : null}
            </p>
            <h2 className="card__title">{episode.title}</h2>
            <p>{episode.description}</p>
            {episode.audioUrl && (
              // biome-ignore lint/a11y/useMediaCaption: episodes have no caption files; the description above is the text alternative
              <audio controls preload="none" src={episode.audioUrl}>
                <a href={episode.audioUrl}>{t('listen')}</a>
              </audio>
            )}
            {!episode.audioUrl && episode.playerUrl && (
              <a className="btn btn--secondary" href={episode.playerUrl} target="_blank" rel="noopener noreferrer">
                {t('listen')} <span className="visually-hidden">({t('opensElsewhere')})</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
