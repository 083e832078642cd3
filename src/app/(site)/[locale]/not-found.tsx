'use client'

import { useTranslations } from 'next-intl'
import { ErrorView } from '@/components/errors/ErrorView'
import { AppLink } from '@/components/ui/AppLink.client'

/** A client component: not-found renders without route params, so it reads the locale from the provider. */
export default function NotFound() {
  const t = useTranslations('errors')
  return (
    <ErrorView status={404} title={t('notFoundTitle')} text={t('notFound')}>
      <AppLink href="/" className="btn btn--black">
        {t('backHome')}
      </AppLink>
    </ErrorView>
  )
}
