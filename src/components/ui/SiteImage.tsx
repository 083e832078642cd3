import type { ImageProps } from 'next/image'
// Not from 'next/image', which also exports its client Image: that import alone would put the Image's
// code (about 6 KiB gzip) in the page's scripts, drawn or not.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'
import { preload } from 'react-dom'

/**
 * next/image's picture (sizes, srcset, the image cache's addresses), drawn on the server with no
 * script of its own. A `priority` picture (the page's largest, at the top) is preloaded, as next/image
 * does, and asked for before the page's scripts (`fetchpriority="high"`).
 */
export function SiteImage({ alt, ...props }: ImageProps) {
  const { props: picture } = getImageProps({ alt, ...props })
  if (!props.priority) return <img {...picture} alt={alt} />
  preload(picture.src, { as: 'image', imageSrcSet: picture.srcSet, imageSizes: picture.sizes, fetchPriority: 'high' })
  return <img {...picture} alt={alt} fetchPriority="high" />
}
