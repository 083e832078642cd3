import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { ShopNav } from '@/components/catalogue/ShopNav'
import { listProducts, listSections } from '@/content/catalogue'
import { pageMetadata } from '@/content/metadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'shop' })
  return pageMetadata({ locale, path: '/shop', title: t('title'), description: t('intro') })
}

export default async function ShopPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [sections, products, t] = await Promise.all([listSections(locale), listProducts(locale, ''), getTranslations('shop')])
  return (
    <section className="page">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__intro">{t('intro')}</p>
      </header>
      <ShopNav sections={sections} current={null} locale={locale} />
      <ProductGrid products={products} locale={locale} emptyText={t('empty')} />
    </section>
  )
}
