import type { ProductSummary } from '@/server/content/catalogue'
import type { Locale } from '@/i18n/locales'
import { ProductCard } from './ProductCard'

export function ProductGrid({ products, locale, emptyText }: { products: ProductSummary[]; locale: Locale; emptyText: string }) {
  if (products.length === 0) return <p>{emptyText}</p>
  return (
    <div className="tile-grid tile-grid--products">
      {products.map((product, i) => (
        <ProductCard key={product.id} product={product} locale={locale} priority={i < 2} />
      ))}
    </div>
  )
}
