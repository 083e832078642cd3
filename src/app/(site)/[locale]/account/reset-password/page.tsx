import { getTranslations, setRequestLocale } from 'next-intl/server'
import { accountContext, accountMetadata } from '@/server/accounts/pages'
import { AccountForm } from '@/components/account/AccountForm.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import type { Locale } from '@/i18n/locales'
import { siteApi } from '@/lib/http/client'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[]; return?: string | string[] }> }

export const generateMetadata = accountMetadata('resetTitle')

/** The mailed reset link lands here: a new password, then signed in. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('account')
  const query = await searchParams
  const { link, returnTo } = await accountContext(locale, query)
  const token = typeof query.token === 'string' ? query.token : ''
  return (
    <section className="page account">
      <PageHeader title={t('resetTitle')} />
      {token ? (
        <PageMessages locale={locale} namespaces={['account']}>
          <AccountForm
            action={siteApi.resetPassword}
            submit={t('savePassword')}
            busy={t('savingPassword')}
            next={returnTo ?? link('/account')}
            extra={{ token }}
            fields={[{ name: 'password', label: t('newPassword'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') }]}
          />
        </PageMessages>
      ) : (
        <p>
          {t('resetLinkInvalid')} <a href={link('/account/forgot-password')}>{t('forgotPassword')}</a>
        </p>
      )}
    </section>
  )
}
