import 'server-only'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { accountUrl } from '../../content/account-link'
import { type Locale, localizedPath } from '../../i18n/locales'
import { getPayloadClient } from '../payload'
import { customerFromRequest } from './customer'
import { safeReturnPath } from '../../accounts/return-path'

/** What every account page needs: the signed-in customer (or null) and where to go afterwards. */
export async function accountContext(locale: Locale, query: { return?: string | string[] }) {
  const back = typeof query.return === 'string' ? safeReturnPath(query.return, '') : ''
  const { customer } = await customerFromRequest(await getPayloadClient(), await headers())
  return {
    customer,
    returnTo: back || null,
    /** An account-site link in this language, carrying the return path along. */
    link: (path: string) => accountUrl(path, locale, back || undefined),
    home: localizedPath(locale, '/'),
  }
}

type TitleKey = 'title' | 'signUpTitle' | 'forgotTitle' | 'resetTitle' | 'verifiedTitle' | 'confirmEmailTitle'

/** An account page's metadata: its title, and never indexed (it is per person). */
export const accountMetadata =
  (titleKey: TitleKey) =>
  async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: (await params).locale, namespace: 'account' })
    return { title: t(titleKey), robots: { index: false, follow: false } }
  }
