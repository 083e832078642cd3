import type { ProductDetail } from '@/content/catalogue-views'
import { initialSelection, shownImageIndex } from '@/shop/variant-picker'
import { SiteImage } from '../ui/SiteImage'

/**
 * A product's gallery pictures for ProductPurchase, drawn here so the page needs no image script.
 * The first one shown is preloaded; the others load as soon as a choice shows them.
 */
export function productPictures(product: Pick<ProductDetail, 'images' | 'variants'>) {
  const shown = shownImageIndex(product.variants, initialSelection(product.variants))
  return product.images.map((image, index) => (
    <SiteImage
      key={image.src}
      className="product__image"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes="(min-width: 900px) 520px, 100vw"
      priority={index === shown}
      loading="eager"
    />
  ))
}
