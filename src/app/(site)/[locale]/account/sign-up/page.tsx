import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { accountContext, accountMetadata } from '@/server/accounts/pages'
import { AccountForm } from '@/components/account/AccountForm.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import type { Locale } from '@/i18n/locales'
import { siteApi } from '@/lib/http/client'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ return?: string | string[] }> }

export const generateMetadata = accountMetadata('signUpTitle')

/** Creating an account (spec §1); the confirmation mail brings the person back to where they came from. */
export default async function SignUpPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('account')
  const { customer, returnTo, link } = await accountContext(locale, await searchParams)
  if (customer) redirect(returnTo ?? link('/account'))
  return (
    <section className="page account">
      <PageHeader title={t('signUpTitle')} intro={t('signUpIntro')} />
      <PageMessages locale={locale} namespaces={['account']}>
        <AccountForm
          action={siteApi.register}
          submit={t('signUp')}
          busy={t('signingUp')}
          next={returnTo ?? link('/account')}
          extra={returnTo ? { returnTo } : undefined}
          fields={[
            { name: 'firstName', label: t('firstName'), type: 'text', autoComplete: 'given-name' },
            { name: 'lastName', label: t('lastName'), type: 'text', autoComplete: 'family-name' },
            { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
            { name: 'password', label: t('password'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') },
          ]}
        />
      </PageMessages>
      <p className="account__switch">
        {t('haveAccount')} <a href={link('/account')}>{t('signIn')}</a>
      </p>
    </section>
  )
}
