import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

/** On every page of a demo (decision 0018): nobody should mistake it for a shop that takes money. */
export async function DemoBanner({ locale }: { locale: Locale }) {
  if (!env.DEMO_MODE) return null
  const t = await getTranslations({ locale, namespace: 'nav' })
  return (
    <p className="demo-banner" role="note">
      {t('demoBanner')}
    </p>
  )
}
