import { SiteImage } from '@/components/ui/SiteImage'
import { getTranslations } from 'next-intl/server'
import type { ProductSummary } from '@/server/content/catalogue'
import type { Locale } from '@/i18n/locales'
import { priceTags } from '../market/market-choice'
import { Price } from '../market/Price.client'
import { AppLink } from '../ui/AppLink.client'

export async function ProductCard({ product, locale, priority }: { product: ProductSummary; locale: Locale; priority?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'shop' })
  const href = `/shop/products/${product.slug}`
  return (
    <article className="tile tile--product">
      <AppLink href={href} className="tile__link" tabIndex={-1} aria-hidden="true">
        {product.image && (
          <SiteImage
            className="tile__image"
            src={product.image.src}
            alt=""
            width={product.image.width}
            height={product.image.height}
            sizes="(min-width: 1200px) 280px, (min-width: 700px) 30vw, 50vw"
            priority={priority}
          />
        )}
      </AppLink>
      <div className="tile__body">
        <h3 className="tile__title">
          <AppLink href={href}>{product.title}</AppLink>
        </h3>
        <p className="tile__price">{product.soldOut ? <span className="badge badge--sold-out">{t('soldOut')}</span> : <Price prices={priceTags(product.fromPrices, locale)} from />}</p>
      </div>
    </article>
  )
}
