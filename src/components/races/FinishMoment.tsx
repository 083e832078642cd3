import { SiteImage } from '@/components/ui/SiteImage'
import { getTranslations } from 'next-intl/server'
import { accountUrl } from '@/content/account-link'
import type { Locale } from '@/i18n/locales'
import type { FinishFacts } from '@/races/finish'
import type { Race } from '@/races/race'
import type { FinishMedia } from '@/server/races/finish-media'
import { DrawnMedal } from './DrawnMedal'

type Props = { race: Race; facts: FinishFacts; media: FinishMedia; locale: Locale }

/** The finish moment: the medal, the share card and the certificate, on one page. */
export async function FinishMoment({ race, facts, media, locale }: Props) {
  const t = await getTranslations('races')
  const path = (rest: string) => accountUrl(`/account/races/${race.entryId}${rest}`, locale)
  const name = race.runner.firstName.trim() || `${race.runner.firstName} ${race.runner.lastName}`.trim()
  const medalAlt = t('finish.medalAlt', { event: race.event.title })
  const cardUrl = path('/share-card')
  return (
    <>
      <p>
        <a href={path('')}>{t('finish.backToRace')}</a>
      </p>
      <header className="finish-hero">
        <div className="finish-hero__medal">{media.medal ? <SiteImage src={media.medal.url} alt={medalAlt} width={220} height={220} sizes="220px" priority /> : <DrawnMedal label={medalAlt} />}</div>
        <div>
          <h1 className="page__title">{t('finish.heading', { name })}</h1>
          <p className="finish-hero__summary">{t('finish.summary', { event: race.event.title, ...facts })}</p>
        </div>
      </header>
      <section className="finish-section" aria-labelledby="finish-card-title">
        <h2 id="finish-card-title">{t('finish.shareTitle')}</h2>
        {/* A PNG made on the server for this runner; next/image would copy it into the shared image cache. */}
        {/* biome-ignore lint/performance/noImgElement: see above */}
        <img className="finish-card" src={cardUrl} width={1200} height={630} alt={t('finish.shareAlt', { name, event: race.event.title, distance: facts.distance, time: facts.time })} />
        <p>{t('finish.shareHint')}</p>
        <a className="btn btn--secondary" href={cardUrl} download={`milepost-${race.event.slug}.png`}>
          {t('finish.downloadCard')}
        </a>
      </section>
      <section className="finish-section" aria-labelledby="finish-certificate-title">
        <h2 id="finish-certificate-title">{t('finish.certificateTitle')}</h2>
        <p>{t('finish.certificateHint')}</p>
        {race.hasCertificate ? (
          <a className="btn btn--red" href={path('/certificate')} download>
            {t('downloadCertificate')}
          </a>
        ) : (
          <p role="status">{t('certificatePending')}</p>
        )}
      </section>
    </>
  )
}
