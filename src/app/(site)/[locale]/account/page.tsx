import { getTranslations, setRequestLocale } from 'next-intl/server'
import { accountContext, accountMetadata } from '@/server/accounts/pages'
import { AccountForm } from '@/components/account/AccountForm.client'
import { AddressBook } from '@/components/account/AddressBook.client'
import { EntryHistory } from '@/components/account/EntryHistory'
import { OrderHistory } from '@/components/account/OrderHistory'
import { PlanLibrary } from '@/components/account/PlanLibrary'
import { YourData } from '@/components/account/YourData'
import { DistanceUnit } from '@/components/account/DistanceUnit.client'
import { runnerUnit } from '@/i18n/format'
import { entriesOfCustomer } from '@/server/stores/entry-store'
import { ordersOfCustomer } from '@/server/stores/order-store'
import { getPayloadClient } from '@/server/payload'
import { SignOutButton } from '@/components/account/SignOutButton.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import type { Locale } from '@/i18n/locales'
import { siteApi } from '@/lib/http/client'
import { ownedPlans } from '@/server/training/site'

// Per person (session cookie): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ return?: string | string[]; saved?: string | string[]; deleted?: string | string[] }> }

export const generateMetadata = accountMetadata('title')

/**
 * The account site's home (spec §1): sign in, or the signed-in customer's details (which they may
 * change; a new email waits for the link mailed to it), orders, entries, addresses and sign-out.
 */
export default async function AccountPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('account')
  const query = await searchParams
  const { customer, returnTo, link, home } = await accountContext(locale, query)

  if (!customer) {
    return (
      <section className="page account">
        <PageHeader title={t('signInTitle')} intro={t('signInIntro')} />
        {query.deleted === '1' && (
          <p className="account__done" role="status">
            {(await getTranslations('accountData'))('deleted')}
          </p>
        )}
        <PageMessages locale={locale} namespaces={['account']}>
          <AccountForm
            action={siteApi.login}
            submit={t('signIn')}
            busy={t('signingIn')}
            next={returnTo ?? link('/account')}
            fields={[
              { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
              { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
            ]}
          />
        </PageMessages>
        <p className="account__switch">
          <a href={link('/account/forgot-password')}>{t('forgotPassword')}</a>
        </p>
        <p className="account__switch">
          {t('noAccount')} <a href={link('/account/sign-up')}>{t('createAccount')}</a>
        </p>
      </section>
    )
  }

  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ')
  return (
    <section className="page account">
      <PageHeader title={t('hello', { name: customer.firstName ?? customer.email })} />
      {returnTo && (
        <p>
          <a className="btn btn--red" href={returnTo}>
            {t('continueWhereYouWere')}
          </a>
        </p>
      )}
      <h2>{t('yourDetails')}</h2>
      {query.saved === 'details' && (
        <p className="account__done" role="status">
          {t('detailsSaved')}
        </p>
      )}
      <dl className="account__details">
        <dt>{t('name')}</dt>
        <dd>{name || '—'}</dd>
        <dt>{t('email')}</dt>
        <dd>{customer.email}</dd>
      </dl>
      {customer.pendingEmail && (
        <p className="account__pending" role="status">
          {t('emailChangePending', { email: customer.pendingEmail, current: customer.email })}
        </p>
      )}
      {customer.runClubMember && <p className="account__badge">{t('memberBadge')}</p>}
      <PageMessages locale={locale} namespaces={['account', 'checkout']}>
        <details className="account__edit">
          <summary>{t('editDetails')}</summary>
          <AccountForm
            action={siteApi.updateProfile}
            submit={t('saveDetails')}
            busy={t('saving')}
            next={link('/account?saved=details')}
            initial={{ firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email }}
            fields={[
              { name: 'firstName', label: t('firstName'), type: 'text', autoComplete: 'given-name' },
              { name: 'lastName', label: t('lastName'), type: 'text', autoComplete: 'family-name' },
              { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
              { name: 'currentPassword', label: t('currentPassword'), type: 'password', autoComplete: 'current-password', hint: t('currentPasswordHint'), optional: true },
            ]}
          />
        </details>
        <DistanceUnit initial={runnerUnit(customer.distanceUnit, locale)} />
        <PlanLibrary plans={await ownedPlans(customer.id, locale)} locale={locale} />
        <OrderHistory orders={await ordersOfCustomer(await getPayloadClient(), customer.id)} locale={locale} />
        <EntryHistory entries={await entriesOfCustomer(await getPayloadClient(), { id: customer.id }, locale)} locale={locale} />
        <AddressBook />
        <YourData afterDeletion={link('/account?deleted=1')} />
        <div className="account__actions">
          <SignOutButton next={home} />
          <a href={home}>{t('backToSite')}</a>
        </div>
      </PageMessages>
    </section>
  )
}
