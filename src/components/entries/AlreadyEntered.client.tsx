'use client'

import { useTranslations } from 'next-intl'
import { AppLink } from '../ui/AppLink.client'

/** The account has entered this event: no second place (spec §5 'User has already entered event'). */
export function AlreadyEntered({ event, email, eventSlug }: { event: string; email: string; eventSlug: string }) {
  const t = useTranslations('entries')
  return (
    <div className="entry-notice" role="alert">
      <p className="entry-notice__title">{t('alreadyEnteredUser')}</p>
      <p>{t('alreadyEnteredText', { event, email })}</p>
      <p className="entry-notice__actions">
        <AppLink className="btn btn--secondary" href={`/events/${eventSlug}`}>
          {t('backToEvent')}
        </AppLink>
      </p>
    </div>
  )
}
