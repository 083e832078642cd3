import { getTranslations } from 'next-intl/server'
import { ErrorView } from '@/components/errors/ErrorView'
import { AppLink } from '@/components/ui/AppLink'

export default async function NotFound() {
  const t = await getTranslations('errors')
  return (
    <ErrorView status={404} title={t('notFoundTitle')} text={t('notFound')}>
      <AppLink href="/" className="btn btn--black">
        {t('backHome')}
      </AppLink>
    </ErrorView>
  )
}
