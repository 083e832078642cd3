import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageView } from '@/components/content/PageView'
import { RunClubLists } from '@/components/run-club/RunClubLists'
import { AppLink } from '@/components/ui/AppLink.client'
import { accountUrl } from '@/content/account-link'
import { pageMetadata } from '@/server/content/metadata'
import { getPage } from '@/server/content/queries'
import { type Locale, localizedPath } from '@/i18n/locales'
import { env } from '@/lib/env'
import { customerFromRequest } from '@/server/accounts/customer'
import { getPayloadClient } from '@/server/payload'
import { hasRunClubAccess, isMembersOnly, isRunClubPage } from '@/members/run-club'

// Members' pages depend on who is asking, so this route is rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params
  const doc = isRunClubPage(page) ? await getPage(`run-club-${page}`, locale, 'run-club') : null
  if (!doc) return notFoundMetadata(locale)
  return { ...pageMetadata({ locale, path: `/run-club/${page}`, title: doc?.title, description: doc?.meta?.description }), robots: { index: !isRunClubPage(page) || !isMembersOnly(page) } }
}

export default async function RunClubPage({ params }: Props) {
  const { locale, page } = await params
  setRequestLocale(locale)
  if (!isRunClubPage(page)) return <NotFoundView locale={locale} />
  if (isMembersOnly(page)) {
    const payload = await getPayloadClient()
    const { user } = await customerFromRequest(payload, await headers())
    if (!hasRunClubAccess(user)) {
      const t = await getTranslations('runClub')
      return (
        <section className="page join-prompt">
          <h1 className="page__title">{t('membersOnly')}</h1>
          <p className="page__intro">{t('joinPrompt')}</p>
          <p>
            <AppLink href="/run-club/join" className="btn btn--red">
              {t('join')}
            </AppLink>
          </p>
          {/* Signed in already (not a member yet): no "Already a member? Sign in". */}
          {!user && (
            <p>
              <a href={accountUrl(env.ACCOUNT_SITE_URL ?? '/account', locale, localizedPath(locale, `/run-club/${page}`))}>{t('signIn')}</a>
            </p>
          )}
        </section>
      )
    }
  }
  const doc = await getPage(`run-club-${page}`, locale, 'run-club')
  if (!doc) return <NotFoundView locale={locale} />
  return (
    <>
      <PageView page={doc} locale={locale} />
      <RunClubLists page={page} locale={locale} />
    </>
  )
}
