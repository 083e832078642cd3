import { getTranslations, setRequestLocale } from 'next-intl/server'
import { confirmEmailChange } from '@/server/accounts/email-change'
import { accountContext, accountMetadata } from '@/server/accounts/pages'
import { PageHeader } from '@/components/content/Listing'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[]; return?: string | string[] }> }

export const generateMetadata = accountMetadata('confirmEmailTitle')

/**
 * The link mailed to a new email (docs/decisions/0012): makes it the account's email, once, in the
 * language of the request (the old address is told in it), or says why not.
 */
export default async function ConfirmEmailPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('account')
  const query = await searchParams
  const confirmed = typeof query.token === 'string' ? await confirmEmailChange(await getPayloadClient(), query.token, locale) : { outcome: 'invalid' as const }
  const { customer, link } = await accountContext(locale, query)
  return (
    <section className="page account">
      <PageHeader
        title={confirmed.outcome === 'changed' ? t('emailChangedTitle') : t('emailChangeFailedTitle')}
        intro={confirmed.outcome === 'changed' ? t('emailChangedText', { email: confirmed.email }) : confirmed.outcome === 'taken' ? t('emailChangeTaken') : t('emailChangeInvalid')}
      />
      <p>
        <a className="btn btn--black" href={link('/account')}>
          {customer ? t('backToAccount') : t('signIn')}
        </a>
      </p>
    </section>
  )
}
