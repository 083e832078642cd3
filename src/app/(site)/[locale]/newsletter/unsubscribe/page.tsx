import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { type Locale, localizedPath } from '@/i18n/locales'
import { UNSUBSCRIBE_ACTION } from '@/newsletter/emails'
import { getPayloadClient } from '@/server/payload'
import { unsubscribeLinkIsValid } from '@/server/newsletter'
import { generateNewsletterMetadata } from '../metadata'

export const dynamic = 'force-dynamic'
export const generateMetadata = generateNewsletterMetadata

type Query = { id?: string | string[]; token?: string | string[]; done?: string | string[] }
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Query> }

/**
 * The unsubscribe link of a newsletter mail. Opening it changes nothing (mail scanners open links);
 * the button posts to the one-click action, which comes back here saying it is done.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('newsletterLinks')
  const query = await searchParams
  const home = (
    <p>
      <a className="btn btn--black" href={localizedPath(locale, '/')}>
        {t('backHome')}
      </a>
    </p>
  )
  if (query.done === '1') {
    return (
      <section className="page newsletter-link" data-outcome="unsubscribed">
        <PageHeader title={t('unsubscribedTitle')} intro={t('unsubscribedText')} />
        {home}
      </section>
    )
  }
  const id = typeof query.id === 'string' && /^[1-9]\d{0,9}$/.test(query.id) ? Number(query.id) : null
  const token = typeof query.token === 'string' ? query.token : ''
  if (id === null || !(await unsubscribeLinkIsValid(await getPayloadClient(), id, token))) {
    return (
      <section className="page newsletter-link" data-outcome="invalid">
        <PageHeader title={t('invalidTitle')} intro={t('unsubscribeInvalidText')} />
        {home}
      </section>
    )
  }
  const action = `${UNSUBSCRIBE_ACTION}?${new URLSearchParams({ id: String(id), token, lang: locale, from: 'page' })}`
  return (
    <section className="page newsletter-link" data-outcome="ask">
      <PageHeader title={t('unsubscribeTitle')} intro={t('unsubscribeText')} />
      <form method="post" action={action}>
        <button type="submit" className="btn btn--red">
          {t('unsubscribeButton')}
        </button>
      </form>
    </section>
  )
}
