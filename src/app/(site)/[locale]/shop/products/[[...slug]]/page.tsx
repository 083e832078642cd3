import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { productPictures } from '@/components/catalogue/product-pictures'
import { ProductPurchase } from '@/components/catalogue/ProductPurchase.client'
import { priceTags } from '@/components/market/market-choice'
import { PageMessages } from '@/components/i18n/PageMessages'
import { ShopNav } from '@/components/catalogue/ShopNav'
import { JsonLd } from '@/components/content/JsonLd'
import { AppLink } from '@/components/ui/AppLink.client'
import { getProduct, listProducts, listSections } from '@/server/content/catalogue'
import { productJsonLd } from '@/content/json-ld'
import { pageMetadata } from '@/server/content/metadata'
import { absoluteUrl } from '@/content/urls'
import { type Locale, localizedPath } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug?: string[] }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!slug?.length) {
    const t = await getTranslations({ locale, namespace: 'shop' })
    return pageMetadata({ locale, path: '/shop/products', title: t('allProducts'), description: t('intro') })
  }
  const product = slug.length === 1 ? await getProduct(slug[0]!, locale) : null
  if (!product) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/shop/products/${slug.join('/')}`, title: product?.title, description: product?.description })
}

/** /shop/products/{slug} shows a product; without a slug it lists them all (spec §2: slug optional). */
export default async function ProductPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const t = await getTranslations('shop')
  if (!slug?.length) {
    const [sections, products] = await Promise.all([listSections(locale), listProducts(locale, '')])
    return (
      <section className="page">
        <PageHeader title={t('allProducts')} />
        <ShopNav sections={sections} current={null} locale={locale} />
        <ProductGrid products={products} locale={locale} emptyText={t('empty')} />
      </section>
    )
  }
  const product = slug.length === 1 ? await getProduct(slug[0]!, locale) : null
  if (!product) return <NotFoundView locale={locale} />
  const url = absoluteUrl(localizedPath(locale, `/shop/products/${product.slug}`))
  return (
    <article className="page">
      <JsonLd
        data={productJsonLd(
          product,
          url,
          product.images.map((i) => absoluteUrl(i.src)),
        )}
      />
      {product.section && (
        <p className="breadcrumb">
          <AppLink href="/shop">{t('title')}</AppLink> / <AppLink href={`/shop/${product.section.slug}`}>{product.section.title}</AppLink>
        </p>
      )}
      <PageMessages locale={locale} namespaces={['cart']}>
        <ProductPurchase title={product.title} variants={product.variants.map((variant) => ({ ...variant, prices: priceTags(variant.prices, locale) }))} pictures={productPictures(product)} />
      </PageMessages>
      {product.description && <p className="prose product__description">{product.description}</p>}
    </article>
  )
}
