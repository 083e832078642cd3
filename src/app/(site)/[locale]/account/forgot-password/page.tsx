import { getTranslations, setRequestLocale } from 'next-intl/server'
import { accountContext, accountMetadata } from '@/server/accounts/pages'
import { AccountForm } from '@/components/account/AccountForm.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import type { Locale } from '@/i18n/locales'
import { siteApi } from '@/lib/http/client'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ return?: string | string[] }> }

export const generateMetadata = accountMetadata('forgotTitle')

/** Asks for a password-reset link; the answer never tells whether the email has an account. */
export default async function ForgotPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('account')
  const { link } = await accountContext(locale, await searchParams)
  return (
    <section className="page account">
      <PageHeader title={t('forgotTitle')} intro={t('forgotIntro')} />
      <PageMessages locale={locale} namespaces={['account']}>
        <AccountForm
          action={siteApi.forgotPassword}
          submit={t('sendLink')}
          busy={t('sendingLink')}
          next={link('/account')}
          fields={[{ name: 'email', label: t('email'), type: 'email', autoComplete: 'email' }]}
        />
      </PageMessages>
      <p className="account__switch">
        <a href={link('/account')}>{t('signIn')}</a>
      </p>
    </section>
  )
}
