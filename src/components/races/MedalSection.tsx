import { getTranslations } from 'next-intl/server'
import type { RaceView } from '../../races/views'
import { MedalDelivery } from './MedalDelivery.client'

/** Where the medal stands: its address to confirm, being packed, or shipped with a tracking link. */
export async function MedalSection({ race }: { race: RaceView }) {
  const medal = race.medal
  if (!medal) return null
  const t = await getTranslations('races')
  const changeable = medal.status === 'awaiting-address' || medal.status === 'address-confirmed'
  const address = medal.address
  return (
    <section className="medal-section" aria-labelledby="medal-title">
      <h2 id="medal-title">{t('medal.title')}</h2>
      {medal.status === 'awaiting-address' && <p>{t('medal.awaiting')}</p>}
      {medal.status === 'address-confirmed' && <p>{t('medal.confirmed')}</p>}
      {medal.status === 'ready-to-ship' && <p>{t('medal.ready')}</p>}
      {medal.status === 'shipped' && <p>{t('medal.shipped', { carrier: medal.carrier ?? '', tracking: medal.trackingNumber ?? '' })}</p>}
      {address && (
        <address className="medal-section__address">
          {[`${address.firstName} ${address.lastName}`, address.company, address.addressLine1, address.addressLine2, `${address.postcode} ${address.city}`, address.county, address.countryCode]
            .filter(Boolean)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
        </address>
      )}
      {medal.status === 'shipped' && medal.trackingUrl && (
        <p>
          <a href={medal.trackingUrl} rel="noopener noreferrer" target="_blank">
            {t('medal.track')}
          </a>
        </p>
      )}
      {changeable && <MedalDelivery entryId={race.entryId} />}
    </section>
  )
}
