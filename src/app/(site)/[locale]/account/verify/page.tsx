import { getTranslations, setRequestLocale } from 'next-intl/server'
import { accountContext, accountMetadata } from '@/server/accounts/pages'
import { confirmEmail } from '@/server/accounts/session'
import { PageHeader } from '@/components/content/Listing'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[]; return?: string | string[] }> }

export const generateMetadata = accountMetadata('verifiedTitle')

/** The confirmation link of the sign-up mail: confirms the address, then on to sign in. */
export default async function VerifyPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('account')
  const query = await searchParams
  const { link } = await accountContext(locale, query)
  const confirmed = typeof query.token === 'string' && (await confirmEmail(await getPayloadClient(), query.token))
  return (
    <section className="page account">
      <PageHeader title={confirmed ? t('verifiedTitle') : t('checkEmailTitle')} intro={confirmed ? t('verifiedText') : t('verifyLinkInvalid')} />
      <p>
        <a className="btn btn--black" href={link('/account')}>
          {t('signIn')}
        </a>
      </p>
    </section>
  )
}
