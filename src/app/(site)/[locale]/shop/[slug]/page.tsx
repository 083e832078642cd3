import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { ShopNav } from '@/components/catalogue/ShopNav'
import { listProducts, listSections } from '@/server/content/catalogue'
import { pageMetadata } from '@/server/content/metadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const section = (await listSections(locale)).find((s) => s.slug === slug)
  if (!section) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/shop/${slug}`, title: section?.title, description: section?.description })
}

export default async function ShopSectionPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const [sections, t] = await Promise.all([listSections(locale), getTranslations('shop')])
  const section = sections.find((s) => s.slug === slug)
  if (!section) return <NotFoundView locale={locale} />
  const products = await listProducts(locale, slug)
  return (
    <section className="page">
      <PageHeader title={section.title} intro={section.description} />
      <ShopNav sections={sections} current={slug} locale={locale} />
      <ProductGrid products={products} locale={locale} emptyText={t('empty')} />
    </section>
  )
}
