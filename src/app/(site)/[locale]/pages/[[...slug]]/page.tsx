import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { PageView } from '@/components/content/PageView'
import { AppLink } from '@/components/ui/AppLink.client'
import { pageMetadata } from '@/server/content/metadata'
import { getPage, listPages } from '@/server/content/queries'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug?: string[] }> }

/** Rendered on first request, then cached like the other content pages. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!slug?.length) {
    const t = await getTranslations({ locale, namespace: 'pages' })
    return pageMetadata({ locale, path: '/pages', title: t('allPages'), description: t('allPagesIntro') })
  }
  const page = slug.length === 1 ? await getPage(slug[0]!, locale) : null
  if (!page) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/pages/${slug.join('/')}`, title: page?.title, description: page?.meta?.description })
}

/** /pages/{slug} shows one CMS page; /pages without a slug lists them (spec §2: slug optional). */
export default async function GenericPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  if (slug?.length) {
    const page = slug.length === 1 ? await getPage(slug[0]!, locale) : null
    if (!page) return <NotFoundView locale={locale} />
    return <PageView page={page} locale={locale} />
  }
  const [pages, t] = await Promise.all([listPages(locale), getTranslations('pages')])
  return (
    <section className="page">
      <PageHeader title={t('allPages')} intro={t('allPagesIntro')} />
      <ul className="card-list">
        {pages.map((page) => (
          <li key={page.slug} className="card">
            <h2 className="card__title">
              <AppLink href={`/pages/${page.slug}`}>{page.title}</AppLink>
            </h2>
            {page.intro && <p>{page.intro}</p>}
            <p className="card__meta">{t('lastUpdated', { date: formatDay(page.updatedAt, locale) })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
