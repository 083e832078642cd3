import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { FinishMoment } from '@/components/races/FinishMoment'
import { accountUrl } from '@/content/account-link'
import type { Locale } from '@/i18n/locales'
import { accountContext } from '@/server/accounts/pages'
import { ownFinish } from '@/server/races/finish'
import { entryIdOf } from '@/server/races/site'

// Per person (session cookie): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; entryId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'races' })
  return { title: t('finish.title'), robots: { index: false, follow: false } }
}

/** A finished race's finish moment, for its runner only: anyone else, or a race not finished, finds nothing. */
export default async function FinishPage({ params }: Props) {
  const { locale, entryId: rawId } = await params
  setRequestLocale(locale)
  const { customer, link } = await accountContext(locale, { return: accountUrl(`/account/races/${rawId}/finished`, locale) })
  if (!customer) redirect(link('/account'))
  const entryId = entryIdOf(rawId)
  if (entryId === null) notFound()
  const finish = await ownFinish(customer.id, entryId, locale)
  if (!finish) notFound()
  return (
    <section className="page account finish-page">
      <FinishMoment race={finish.race} facts={finish.facts} media={finish.media} locale={locale} />
    </section>
  )
}
