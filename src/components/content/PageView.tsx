import { RichText } from '@payloadcms/richtext-lexical/react'
import Image from 'next/image'
import type { Media, Page } from '@/payload-types'

export function PageView({ page, headingLevel = 1 }: { page: Page; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const hero = typeof page.heroImage === 'object' ? (page.heroImage as Media | null) : null
  const heroSrc = hero?.sizes?.wide?.url ?? hero?.url
  return (
    <article className="page">
      <header className="page__header">
        <Heading className="page__title">{page.title}</Heading>
        {page.intro && <p className="page__intro">{page.intro}</p>}
      </header>
      {hero && heroSrc && (
        <Image
          className="page__hero"
          src={heroSrc}
          alt={hero.alt}
          width={hero.sizes?.wide?.width ?? hero.width ?? 1600}
          height={hero.sizes?.wide?.height ?? hero.height ?? 900}
          sizes="(min-width: 1200px) 1152px, 100vw"
          priority
        />
      )}
      {page.content && <RichText className="prose" data={page.content} />}
    </article>
  )
}
