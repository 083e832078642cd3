import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listingMetadata, PageHeader } from '@/components/content/Listing'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { ShopNav } from '@/components/catalogue/ShopNav'
import { listProducts, listSections } from '@/server/content/catalogue'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = listingMetadata('shop', '/shop')

export default async function ShopPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [sections, products, t] = await Promise.all([listSections(locale), listProducts(locale, ''), getTranslations('shop')])
  return (
    <section className="page">
      <PageHeader title={t('title')} intro={t('intro')} />
      <ShopNav sections={sections} current={null} locale={locale} />
      <ProductGrid products={products} locale={locale} emptyText={t('empty')} />
    </section>
  )
}
